import Combine
import Foundation
import Testing

/// Combine's own rules, as Apple's Combine keeps them, that the probe's views rely on.
@Suite struct CombineSemanticsTests {
    /// A subscriber that asks for a fixed number of values, then no more.
    private final class Taker: Subscriber {
        typealias Input = Int
        typealias Failure = Never

        let wanted: Int
        var received: [Int] = []
        var completed = false

        init(wanted: Int) {
            self.wanted = wanted
        }

        func receive(subscription: Subscription) {
            subscription.request(.max(wanted))
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            received.append(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {
            completed = true
        }
    }

    @Test func demandAddsSubtractsAndSaturates() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - 3 == .unlimited)
        #expect(Subscribers.Demand.max(4) > 3 && Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.unlimited.max == nil && Subscribers.Demand.max(7).max == 7)
    }

    @Test func aSubscriberReceivesOnlyWhatItAsksFor() {
        let taker = Taker(wanted: 2)
        [1, 2, 3, 4].publisher.map { $0 * 10 }.filter { $0 != 20 }.subscribe(taker)
        // 20 was left out, and the filter asked for one more in its place; 40 was never asked for.
        #expect(taker.received == [10, 30] && !taker.completed)
        let all = Taker(wanted: 3)
        [1, 2].publisher.subscribe(all)
        // A completion needs no demand.
        #expect(all.received == [1, 2] && all.completed)
    }

    @Test func aPassthroughSubjectDeliversOnlyWhatIsSentAfterSubscribing() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.send(1)
        let subscription = subject.sink { received.append($0) }
        subject.send(2)
        subscription.cancel()
        subject.send(3)
        #expect(received == [2])
    }

    @Test func aCurrentValueSubjectGivesItsValueOnSubscribingAndEachChange() {
        let subject = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        let subscription = subject.sink { received.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(received == ["a", "b", "c"] && subject.value == "c")
        subscription.cancel()
    }

    @Test func freeingAnAnyCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        subscription = nil
        subject.send(2)
        #expect(received == [1] && subscription == nil)
    }

    @Test func aPublishedPropertyPublishesBeforeItStores() {
        final class Model: ObservableObject {
            @Published var count = 0
        }
        let model = Model()
        var seen: [(published: Int, stored: Int)] = []
        var announcements = 0
        let values = model.$count.sink { seen.append(($0, model.count)) }
        let changes = model.objectWillChange.sink { announcements += 1 }
        model.count = 5
        #expect(seen.map(\.published) == [0, 5] && seen.map(\.stored) == [0, 0] && announcements == 1)
        values.cancel()
        changes.cancel()
    }

    @Test func combineLatestWaitsForBothThenPublishesEachChange() {
        let names = PassthroughSubject<String, Never>()
        let ages = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let subscription = names.combineLatest(ages) { "\($0) \($1)" }.sink { received.append($0) }
        names.send("Sam")
        ages.send(30)
        ages.send(31)
        names.send("Alex")
        #expect(received == ["Sam 30", "Sam 31", "Alex 31"])
        subscription.cancel()
    }

    @Test func mergeFinishesWhenBothHaveAndCatchReplacesAFailure() {
        var received: [Int] = []
        var finished = false
        let subscription = [1, 2].publisher.merge(with: [3].publisher)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        #expect(received == [1, 2, 3] && finished)
        var recovered: [Int] = []
        let caught = Fail<Int, URLError>(error: URLError(.timedOut)).catch { _ in [7, 8].publisher }
            .sink(receiveCompletion: { _ in }, receiveValue: { recovered.append($0) })
        #expect(recovered == [7, 8])
        subscription.cancel()
        caught.cancel()
    }

    @Test func aFutureGivesItsResultToEverySubscriber() {
        var calls = 0
        let future = Future<Int, Never> { promise in
            calls += 1
            promise(.success(42))
        }
        var received: [Int] = []
        let first = future.sink { received.append($0) }
        let second = future.sink { received.append($0) }
        #expect(received == [42, 42] && calls == 1)
        first.cancel()
        second.cancel()
    }

    @Test func switchToLatestLeavesTheInnerPublisherBefore() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = outer.switchToLatest().sink { received.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(received == [1, 3])
        subscription.cancel()
    }

    @Test func retrySubscribesAgainAfterAFailure() {
        var attempts = 0
        var received: [Int] = []
        let subscription = Deferred { () -> AnyPublisher<Int, URLError> in
            attempts += 1
            return attempts < 3 ? Fail(error: URLError(.timedOut)).eraseToAnyPublisher() : Just(attempts).setFailureType(to: URLError.self).eraseToAnyPublisher()
        }
        .retry(2)
        .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        #expect(attempts == 3 && received == [3])
        subscription.cancel()
    }

    @Test func aSharedPublisherIsSubscribedToOnce() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        var received: [Int] = []
        let first = shared.sink { received.append($0) }
        let second = shared.sink { received.append($0 * 10) }
        subject.send(1)
        #expect(subscriptions == 1 && received == [1, 10])
        first.cancel()
        second.cancel()
    }
}
