import Testing
@testable import StranglerAnalysis

/// What a screen does with notifications, as side effects. Getting `UNUserNotificationCenter.current` is no observation,
/// nor are asking for authorization, setting the badge or reading the settings; a Combine subscription is one
/// observation, not one per operator chained to the publisher.
@Suite struct NotificationSideEffectTests {
    static let report = analyze("""
        import UIKit
        import Combine
        import UserNotifications
        final class RootViewController: UIViewController {
            private var cancellables = Set<AnyCancellable>()
            override func viewDidLoad() {
                super.viewDidLoad()
                UNUserNotificationCenter.current().delegate = self
                UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
                UNUserNotificationCenter.current().setBadgeCount(0)
                NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)
                    .map { _ in 1 }
                    .removeDuplicates()
                    .sink { _ in }
                    .store(in: &cancellables)
                NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .cartDidChange, object: nil)
                NotificationCenter.default.oex_addObserver(self, name: "loggedOut") { _, _, _ in }
                NotificationCenter.default.removeObserver(self, name: .cartDidChange, object: nil)
            }
            func remind(_ request: UNNotificationRequest) {
                UNUserNotificationCenter.current().add(request)
                NotificationCenter.default.post(name: .cartDidChange, object: nil)
            }
            @objc func refresh() {}
        }
        """)

    static var effects: [String] {
        report.screens[0].sideEffects.filter { $0.kind.hasPrefix("notification") }.map { "\($0.kind) \($0.member) \($0.line)" }
    }

    /// Becoming the user notification center's delegate is an observation too: the screen hears of the notifications
    /// the user taps.
    @Test func oneObservationPerSubscriptionAndNoneForGettingTheCenter() {
        #expect(Self.effects.filter { $0.hasPrefix("notificationObserved") } == [
            "notificationObserved viewDidLoad() 8", "notificationObserved viewDidLoad() 11", "notificationObserved viewDidLoad() 16", "notificationObserved viewDidLoad() 17",
        ])
    }

    /// Each side effect names the notification: its literal, or the constant it reads as the code writes it
    /// (`post(name: .cartDidChange, object: nil)`, `publisher(for: UserDefaults.didChangeNotification)`); a request
    /// a local holds names none.
    @Test func eachPostOrObservationNamesItsNotification() {
        #expect(Self.report.screens[0].sideEffects.filter { $0.kind.hasPrefix("notification") }.map(\.symbol) == [
            "UNUserNotificationCenter.current.delegate", "NotificationCenter.default.publisher(UserDefaults.didChangeNotification)",
            "NotificationCenter.default.addObserver(.cartDidChange)", "NotificationCenter.default.oex_addObserver(\"loggedOut\")",
            "UNUserNotificationCenter.current.add", "NotificationCenter.default.post(.cartDidChange)",
        ])
    }

    @Test func schedulingAndPostingArePostsAskingIsNeither() {
        #expect(Self.effects.filter { $0.hasPrefix("notificationPosted") } == [
            "notificationPosted remind(_:) 21", "notificationPosted remind(_:) 22",
        ])
        let evidence = Self.report.screens[0].responsibilities.first { $0.kind == .notifications }?.evidence.map(\.symbol) ?? []
        // Asking for the permission prompts the user: a system service, the Worker's, and a side effect of its own kind.
        #expect(!evidence.contains("UNUserNotificationCenter.current.requestAuthorization"))
        let asking = Self.report.screens[0].responsibilities.first { $0.kind == .systemServices }?.evidence.map(\.symbol) ?? []
        #expect(asking == ["UNUserNotificationCenter.current.requestAuthorization"])
        #expect(Self.report.screens[0].sideEffects.contains { $0.kind == "systemService" })
        #expect(!evidence.contains("UNUserNotificationCenter.current"))
        #expect(!evidence.contains { $0.hasSuffix(".sink") || $0.hasSuffix(".map") || $0.hasSuffix(".store") })
    }
}
