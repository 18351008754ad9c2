// An image loaded from a URL, as SwiftUI's `AsyncImage`. A snapshot never loads anything: it shows the
// view before its image arrives, in the `.empty` phase: its placeholder.

import Foundation

/// The stages of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`. At rest (in a snapshot) an
/// image is always `.empty`: not loaded yet.
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image loaded, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why the load failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// A view that loads an image from a URL and shows it, as SwiftUI's `AsyncImage`: a snapshot shows it
/// before its image arrives. iOS's own placeholder (without one of yours) is a grey fill of
/// secondarySystemFill that takes all the space offered.
public struct AsyncImage<Content: View>: View {
    let content: (AsyncImagePhase) -> Content

    /// An image loaded from `url` at `scale`, content of `phase`: at rest, `.empty`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.content = content
    }

    /// An image loaded from `url`, shown through `content` once loaded; `placeholder` until then
    /// (which is what a snapshot shows).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image)) as _ConditionalContent<I, P>
            } else {
                ViewBuilder.buildEither(second: placeholder()) as _ConditionalContent<I, P>
            }
        }
    }

    public var body: some View {
        content(.empty)
    }
}

extension AsyncImage where Content == AsyncImagePlaceholder {
    /// An image loaded from `url` at `scale`; iOS's grey placeholder until it arrives (which is what a
    /// snapshot shows).
    public init(url: URL?, scale: CGFloat = 1) {
        self.content = { _ in AsyncImagePlaceholder() }
    }
}

/// iOS's placeholder for an `AsyncImage` still loading: secondarySystemFill, taking all the space offered.
public struct AsyncImagePlaceholder: View {
    public var body: some View {
        Color(uiColor: .secondarySystemFill)
    }
}
