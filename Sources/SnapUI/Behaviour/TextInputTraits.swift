// How the keyboard behaves for a text field. A snapshot shows no keyboard: these are accepted and
// change nothing that is drawn.

/// The label of the keyboard's return key.
public enum SubmitLabel: Hashable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// What submits: a text field's return key, or a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The kind of keyboard, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for AutoFill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let birthdate = UITextContentType(rawValue: "bday")
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    public static let dateTime = UITextContentType(rawValue: "date-time")
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let rawValue: Int

    public static let never = TextInputAutocapitalization(rawValue: 0)
    public static let words = TextInputAutocapitalization(rawValue: 1)
    public static let sentences = TextInputAutocapitalization(rawValue: 2)
    public static let characters = TextInputAutocapitalization(rawValue: 3)
}

/// How a text field capitalises what is typed: the form before iOS 15, as UIKit's type.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let rawValue: Int

    public static let automatic = ScrollDismissesKeyboardMode(rawValue: 0)
    public static let immediately = ScrollDismissesKeyboardMode(rawValue: 1)
    public static let interactively = ScrollDismissesKeyboardMode(rawValue: 2)
    public static let never = ScrollDismissesKeyboardMode(rawValue: 3)
}

extension View {
    /// The label of the return key while a text field inside has focus.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// An action when the user submits a text field inside (never run in a snapshot).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// The keyboard for the text fields inside.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// What the text fields inside hold, for AutoFill.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// How the text fields inside capitalise what is typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// How the text fields inside capitalise what is typed: the form before iOS 15.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns autocorrection off for the text fields inside.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns autocorrection off for the text fields inside: the form before iOS 15.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// When scrolling the content dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
