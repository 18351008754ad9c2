import Foundation
import SwiftUI

/// A price change: the old price struck through, the new one underlined, through SwiftUI's scope.
struct AttributedDecorationsProbe: View {
    private var price: AttributedString {
        var price = AttributedString("£9.90 £9.65")
        if let old = price.range(of: "£9.90") {
            price[old].strikethroughStyle = .single
        }
        if let new = price.range(of: "£9.65") {
            price[new][AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] = .single
        }
        return price
    }

    var body: some View {
        Text(price)
    }
}
