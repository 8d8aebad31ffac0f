import Testing
@testable import StranglerAnalysis

/// Telling the delegate (`delegate?.didAction(action: .clearTokens, in: self)`) hands the event to whoever built the screen:
/// what the coordinator then does (clearing stores, unregistering from push notifications) is the coordinator's, and a
/// `delegate` typed by a nested `protocol Delegate` is no Interactor state and lends the screen no store writes.
/// Where the delegate leads is still where the screen goes, and a collaborator that is no delegate still lends its work.
@Suite struct ToldDelegateTests {
    static let report = analyze([
        "SettingsCoordinator.swift": """
            import UIKit
            enum SettingsAction { case clearTokens, wallets }
            protocol SettingsViewControllerDelegate: AnyObject {
                func didAction(action: SettingsAction, in viewController: SettingsViewController)
            }
            protocol AccountService: AnyObject { func signOut() }
            final class RemoteAccountService: AccountService {
                func signOut() {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/session/end")!).resume()
                }
            }
            final class PushRegistrar {
                func unregister() {
                    var request = URLRequest(url: URL(string: "https://example.com/notifications/unregister")!)
                    request.httpMethod = "POST"
                    URLSession.shared.dataTask(with: request).resume()
                }
            }
            final class SettingsCoordinator {
                let navigationController = UINavigationController()
                let registrar = PushRegistrar()
            }
            extension SettingsCoordinator: SettingsViewControllerDelegate {
                func didAction(action: SettingsAction, in viewController: SettingsViewController) {
                    switch action {
                    case .clearTokens:
                        UserDefaults.standard.removeObject(forKey: "tokens")
                        registrar.unregister()
                    case .wallets:
                        navigationController.pushViewController(WalletsViewController(), animated: true)
                    }
                }
            }
            final class WalletsViewController: UIViewController {}
            """,
        "SettingsViewController.swift": """
            import UIKit
            final class SettingsViewController: UIViewController {
                weak var delegate: SettingsViewControllerDelegate?
                let service: AccountService
                init(service: AccountService) { self.service = service; super.init(nibName: nil, bundle: nil) }
                func clearTokens() {
                    delegate?.didAction(action: .clearTokens, in: self)
                }
                func makeWalletsRow() -> () -> Void {
                    return { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.delegate?.didAction(action: .wallets, in: strongSelf)
                    }
                }
                func signOut() {
                    service.signOut()
                }
            }
            """,
        "LockSettingsViewController.swift": """
            import UIKit
            final class LockSettingsViewController: UIViewController {
                protocol Delegate: AnyObject {
                    func didChangeRememberKeys(_ isRemember: Bool, in viewController: LockSettingsViewController)
                }
                weak var delegate: (any Delegate)?
                var isRememberKeys = false
                func toggle() {
                    isRememberKeys.toggle()
                    delegate?.didChangeRememberKeys(isRememberKeys, in: self)
                }
            }
            final class KeyStore {
                func setRemember(_ isRemember: Bool) { UserDefaults.standard.set(isRemember, forKey: "rememberKeys") }
            }
            final class LockSettingsCoordinator {
                let store = KeyStore()
            }
            extension LockSettingsCoordinator: LockSettingsViewController.Delegate {
                func didChangeRememberKeys(_ isRemember: Bool, in viewController: LockSettingsViewController) {
                    store.setRemember(isRemember)
                }
            }
            """,
    ])

    static func screen(_ name: String) -> ScreenAnalysis { report.screens.first { $0.name == name }! }

    static func responsibilities(of member: String, in name: String = "SettingsViewController") -> Set<Responsibility> {
        Set(screen(name).responsibilities.filter { $0.evidence.contains { $0.member == member } }.map(\.kind))
    }

    static func roles(of member: String, in name: String = "SettingsViewController") -> [Role]? {
        screen(name).members.first { $0.name == member }?.roles
    }

    @Test func whatTheDelegateDoesWhenToldIsNoneOfTheScreens() {
        #expect(Self.responsibilities(of: "clearTokens()").isDisjoint(with: [.networking, .persistence]))
        #expect(Self.roles(of: "clearTokens()") == [.router])
        #expect(!apiCallLines(of: "SettingsViewController", in: Self.report).contains { $0.hasPrefix("clearTokens()") })
    }

    @Test func aDelegateToldThroughSelfBoundAgainInAClosureIsTheWayBackToo() {
        #expect(Self.roles(of: "makeWalletsRow()") == [.router])
        let reasons = Self.screen("SettingsViewController").members.first { $0.name == "makeWalletsRow()" }?.reasons ?? []
        #expect(reasons.contains("delegate: calls delegate.didAction, the way back to whoever built the screen (the Router's)"))
        #expect(Self.responsibilities(of: "makeWalletsRow()").isDisjoint(with: [.networking, .persistence]))
    }

    @Test func whereTheDelegateLeadsIsStillWhereTheScreenGoes() {
        #expect(Self.responsibilities(of: "makeWalletsRow()").contains(.navigation))
    }

    @Test func aCollaboratorThatIsNoDelegateStillLendsItsWork() {
        #expect(Self.responsibilities(of: "signOut()").contains(.networking))
        #expect(Self.roles(of: "signOut()") == [.worker])
    }

    @Test func aDelegateProtocolNestedInTheScreenIsItsWayBack() {
        #expect(Self.roles(of: "delegate", in: "LockSettingsViewController") == [.router])
        #expect(Self.responsibilities(of: "toggle()", in: "LockSettingsViewController").isDisjoint(with: [.persistence]))
        #expect(Self.roles(of: "toggle()", in: "LockSettingsViewController")?.contains(.router) == true)
    }
}
