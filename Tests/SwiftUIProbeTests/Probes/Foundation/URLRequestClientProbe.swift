import Foundation
import SwiftUI

/// An API client as view models hold one: it builds a `URLRequest` and checks an `HTTPURLResponse`.
/// Nothing runs it in a snapshot; the view shows what it built.
struct SurgeryAPIClient {
    let baseURL = URL(string: "https://api.example.com")!

    func request(for path: String) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "GET"
        request.timeoutInterval = 30
        request.setValue("Bearer token", forHTTPHeaderField: "Authorization")
        return request
    }

    func load(_ path: String) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(for: request(for: path))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return data
    }
}

/// The request the client would send.
struct URLRequestClientProbe: View {
    private let client = SurgeryAPIClient()

    var body: some View {
        let request = client.request(for: "surgeries")
        VStack(alignment: .leading) {
            Text(request.httpMethod ?? "")
            Text(request.url?.path ?? "")
        }
    }
}
