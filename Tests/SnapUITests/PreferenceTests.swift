import Raster
import Testing
@testable import SnapUI

/// The names views pass up, in order.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// The largest width a view reports.
private struct WidestKey: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) {
        value = max(value, nextValue())
    }
}

/// Preferences pass values up the tree as SwiftUI's: each view that sets one gives a value, a
/// container combines its children's in order with the key's `reduce`, and an ancestor reads it.
@Suite struct PreferenceTests {
    private func drawnTexts<V: View>(_ view: V) throws -> [String] {
        try renderForTest(view).layout.flatMap(\.allElements).compactMap { $0.string("text") }
    }

    @Test func containersCombineTheirChildrensValuesInOrder() throws {
        let names = VStack {
            Text("One").preference(key: NamesKey.self, value: ["one"])
            HStack {
                Text("Two").preference(key: NamesKey.self, value: ["two"])
                Text("Unnamed")
                Text("Three").preference(key: NamesKey.self, value: ["three"])
            }
        }
        let texts = try drawnTexts(names.overlayPreferenceValue(NamesKey.self, alignment: .bottom) { Text($0.joined(separator: "+")) })
        #expect(texts.last == "one+two+three")
    }

    @Test func aPreferenceReplacesTheValuesSetInsideIt() throws {
        let inner = VStack {
            Text("A").preference(key: NamesKey.self, value: ["a"])
            Text("B").preference(key: NamesKey.self, value: ["b"])
        }
        let view = inner.preference(key: NamesKey.self, value: ["outer"])
            .overlayPreferenceValue(NamesKey.self) { Text($0.joined(separator: "+")) }
        #expect(try drawnTexts(view).last == "outer")
    }

    @Test func transformPreferenceChangesTheValueFromInside() throws {
        let view = Text("A").preference(key: NamesKey.self, value: ["a"])
            .transformPreference(NamesKey.self) { $0.append("added") }
            .overlayPreferenceValue(NamesKey.self) { Text($0.joined(separator: "+")) }
        #expect(try drawnTexts(view).last == "a+added")
        // Nothing inside sets it: the transform starts from the default.
        let empty = Text("A").transformPreference(NamesKey.self) { $0.append("only") }
            .overlayPreferenceValue(NamesKey.self) { Text($0.joined(separator: "+")) }
        #expect(try drawnTexts(empty).last == "only")
    }

    @Test func reduceDecidesHowValuesCombine() throws {
        let view = VStack {
            Color.red.frame(width: 40, height: 10).preference(key: WidestKey.self, value: 40)
            Color.red.frame(width: 120, height: 10).preference(key: WidestKey.self, value: 120)
            Color.red.frame(width: 80, height: 10).preference(key: WidestKey.self, value: 80)
        }
        .backgroundPreferenceValue(WidestKey.self) { Text("widest \(Int($0))") }
        #expect(try drawnTexts(view) == ["widest 120"])
        // A view that sets nothing passes up the default.
        let none = Text("A").overlayPreferenceValue(WidestKey.self) { Text("widest \(Int($0))") }
        #expect(try drawnTexts(none) == ["A", "widest 0"])
    }

    @Test func onPreferenceChangeIsCalledWithTheValueAtRest() throws {
        final class Box: @unchecked Sendable { var names: [[String]] = [] }
        let box = Box()
        let view = VStack {
            Text("A").preference(key: NamesKey.self, value: ["a"])
            Text("B").preference(key: NamesKey.self, value: ["b"])
        }
        .onPreferenceChange(NamesKey.self) { box.names.append($0) }
        _ = try renderForTest(view)
        #expect(box.names == [["a", "b"]])
    }

    @Test func aNavigationStackKeepsItsScreensTitleFromTheViewsAbove() throws {
        // The inner stack's screen title is the inner bar's; the outer screen has its own.
        let view = NavigationStack {
            VStack {
                Text("Outer content")
                NavigationStack { Text("Inner content").navigationTitle("Inner") }
                    .frame(height: 200)
            }
            .navigationTitle("Outer")
        }
        let rendering = try renderForTest(view)
        let headings = rendering.accessibility.filter { $0.traits.contains(.isHeader) }.map(\.label)
        #expect(headings == ["Outer", "Inner"])
    }
}
