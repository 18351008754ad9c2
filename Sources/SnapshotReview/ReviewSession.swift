import Foundation
import Snapshot

/// One review: the last run's approver, the reviewer's decisions (kept in the artefacts folder's
/// review.json), and the answers to the page's requests. Requests come one at a time.
public final class ReviewSession {
    public let approver: Approver
    /// The reviewer's decisions so far.
    public private(set) var state: ReviewState
    /// A random secret the page sends with every action, so no other site can post to the server.
    public let token: String

    public init(approver: Approver) throws(SnapshotError) {
        self.approver = approver
        state = try ReviewState.load(from: approver.artefacts)
        token = (0..<4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined()
    }

    /// Accepts `keys` and records each accepted (or already accepted) one in the state.
    public func accept(_ keys: [String]) throws(SnapshotError) -> [Approver.Approval] {
        var approvals: [Approver.Approval] = []
        for key in keys {
            let approval = try approver.approve(key)
            if approval.outcome != .refused { state.decisions[key] = .accepted }
            approvals.append(approval)
        }
        try state.save(to: approver.artefacts)
        return approvals
    }

    /// Marks `keys` rejected (left failing), or clears the decision with `undo`; only failures of the run.
    public func reject(_ keys: [String], undo: Bool = false) throws(SnapshotError) -> [String] {
        let failing = Set(approver.report.failures.map(\.key))
        var refused: [String] = []
        for key in keys {
            guard failing.contains(key), state.decisions[key] != .accepted else {
                refused.append(key)
                continue
            }
            state.decisions[key] = undo ? nil : .rejected
        }
        try state.save(to: approver.artefacts)
        return refused
    }

    /// Deletes the orphans and strays at `paths`; returns why each that was not deleted was not.
    public func delete(_ paths: [String]) throws(SnapshotError) -> [String: String] {
        var problems: [String: String] = [:]
        for path in paths {
            if let problem = try approver.delete(path) {
                problems[path] = problem
            } else {
                state.deleted.append(path)
            }
        }
        try state.save(to: approver.artefacts)
        return problems
    }

    /// The answer to `request` on the server listening on `port`, and whether to stop after it.
    public func respond(to request: HTTPRequest, port: UInt16) -> (response: HTTPResponse, stop: Bool) {
        let host = request.headers["host"] ?? ""
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return (.text(403, "this server answers only to 127.0.0.1:\(port)"), false)
        }
        guard let components = request.pathComponents else { return (.text(400, "bad path"), false) }
        switch (request.method, components.first) {
        case ("GET", nil):
            return (HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ReviewPage.html(token: token).utf8)), false)
        case ("GET", "api") where components == ["api", "state"]:
            return (json(ReviewPageState(approver: approver, state: state)), false)
        case ("GET", ReviewRoutes.Folder.artefacts.rawValue):
            return (image(in: approver.artefacts, Array(components.dropFirst())), false)
        case ("GET", ReviewRoutes.Folder.goldens.rawValue):
            return (image(in: approver.goldens, Array(components.dropFirst())), false)
        case ("POST", "api") where components.count == 2:
            guard request.headers["x-review-token"] == token else { return (.text(403, "missing or wrong review token"), false) }
            return action(components[1], body: request.body)
        case (_, "api"), (_, ReviewRoutes.Folder.artefacts.rawValue), (_, ReviewRoutes.Folder.goldens.rawValue):
            return (.text(405, "method not allowed"), false)
        default:
            return (.text(404, "not found"), false)
        }
    }

    private struct Keys: Decodable {
        let keys: [String]
        let undo: Bool?
    }

    private struct Paths: Decodable {
        let paths: [String]
    }

    private struct ApprovalAnswer: Encodable {
        let key: String
        let outcome: String
        let message: String
    }

    private func action(_ name: String, body: [UInt8]) -> (response: HTTPResponse, stop: Bool) {
        let data = Data(body)
        do {
            switch name {
            case "accept":
                guard let keys = try? JSONDecoder().decode(Keys.self, from: data) else { return (.text(400, "expected {\"keys\": [...]}"), false) }
                let approvals = try accept(keys.keys)
                return (json(approvals.map { ApprovalAnswer(key: $0.key, outcome: $0.outcome.rawValue, message: $0.message) }), false)
            case "reject":
                guard let keys = try? JSONDecoder().decode(Keys.self, from: data) else { return (.text(400, "expected {\"keys\": [...]}"), false) }
                return (json(["refused": try reject(keys.keys, undo: keys.undo ?? false)]), false)
            case "delete":
                guard let paths = try? JSONDecoder().decode(Paths.self, from: data) else { return (.text(400, "expected {\"paths\": [...]}"), false) }
                return (json(["problems": try delete(paths.paths)]), false)
            case "shutdown":
                return (json(["stopping": true]), true)
            default:
                return (.text(404, "no action '\(name)'"), false)
            }
        } catch {
            return (.text(409, "\(error)"), false)
        }
    }

    private func image(in folder: SafeFolder, _ components: [String]) -> HTTPResponse {
        guard let last = components.last, last.hasSuffix(".png"),
            let path = try? folder.checkedPath(components),
            FileStatus(path)?.isRegularFile == true,
            let data = FileManager.default.contents(atPath: path)
        else { return .text(404, "no such image") }
        return HTTPResponse(status: 200, contentType: "image/png", body: Array(data))
    }

    private func json<Value: Encodable>(_ value: Value) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return HTTPResponse(status: 200, contentType: "application/json", body: Array(data))
    }
}
