import Testing
@testable import SnapUI

/// CLDR's cardinal plural rules, pinned per language from CLDR's charts (v42 and later).
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ numbers: [Int64]) -> [PluralCategory] {
        numbers.map { PluralRules.category(of: PluralRules.Operands($0), language: language) }
    }

    private func category(_ language: String, _ value: Double, digits: Int) -> PluralCategory {
        PluralRules.category(of: PluralRules.Operands(value, fractionDigits: digits), language: language)
    }

    @Test func english() {
        #expect(categories("en", [0, 1, 2, 11, 101]) == [.other, .one, .other, .other, .other])
        // 1.0 shown with a decimal is not "one" (v = 1).
        #expect(category("en", 1, digits: 1) == .other)
        #expect(categories("en-GB", [1]) == [.one])
    }

    @Test func welshHasSixForms() {
        #expect(categories("cy", [0, 1, 2, 3, 4, 5, 6, 7, 10, 100]) ==
            [.zero, .one, .two, .few, .other, .other, .many, .other, .other, .other])
        #expect(categories("cy-GB", [2]) == [.two])
    }

    @Test func arabic() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 103, 11, 99, 111, 100, 102]) ==
            [.zero, .one, .two, .few, .few, .few, .many, .many, .many, .other, .other])
    }

    @Test func hebrew() {
        #expect(categories("he", [1, 2, 3, 10, 20, 0]) == [.one, .two, .other, .other, .other, .other])
        #expect(category("he", 0.5, digits: 1) == .one)
    }

    @Test func french() {
        #expect(categories("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == [.one, .one, .other, .many, .many, .other])
        #expect(category("fr", 1.5, digits: 1) == .one)
    }

    @Test func german() {
        #expect(categories("de", [0, 1, 2]) == [.other, .one, .other])
    }

    @Test func spanish() {
        #expect(categories("es", [0, 1, 2, 1_000_000]) == [.other, .one, .other, .many])
    }

    @Test func polish() {
        #expect(categories("pl", [0, 1, 2, 4, 5, 12, 21, 22, 25, 112]) ==
            [.many, .one, .few, .few, .many, .many, .many, .few, .many, .many])
        #expect(category("pl", 1.5, digits: 1) == .other)
    }

    @Test func russian() {
        #expect(categories("ru", [0, 1, 2, 5, 11, 12, 21, 22, 111]) ==
            [.many, .one, .few, .many, .many, .many, .one, .few, .many])
        #expect(category("ru", 1.5, digits: 1) == .other)
    }

    @Test func japanese() {
        #expect(categories("ja", [0, 1, 2, 100]) == [.other, .other, .other, .other])
    }
}
