import StranglerConfiguration
import Testing
@testable import StranglerAnalysis

/// Backend SDKs (Firebase, Parse) whose calls a screen makes itself, and the other modules' types a configuration names.
@Suite struct ExternalTypeTests {
    static let profileScreen = """
        import UIKit
        import FirebaseFirestore
        import FirebaseAuth

        final class ProfileViewController: UIViewController {
            @IBOutlet private var nameLabel: UILabel!
            private let db = Firestore.firestore()
            var userId = ""

            func loadProfile() {
                db.collection("users").document(userId).getDocument { snapshot, _ in
                    self.nameLabel.text = snapshot?.data()?["name"] as? String
                }
            }

            func save(name: String) {
                Firestore.firestore().collection("users").document(userId).setData(["name": name])
            }

            func watchPosts() {
                db.collection("users").document(userId).collection("posts").order(by: "date").addSnapshotListener { _, _ in }
            }

            func postsQuery() -> Query {
                db.collection("posts").whereField("author", isEqualTo: userId).limit(to: 20)
            }

            func credential(id: String, code: String) -> AuthCredential {
                PhoneAuthProvider.provider().credential(withVerificationID: id, verificationCode: code)
            }

            func signIn(email: String, password: String) {
                Auth.auth().signIn(withEmail: email, password: password) { _, _ in }
            }

            func currentName() -> String? {
                Auth.auth().currentUser?.displayName
            }
        }
        """

    static func networkingMembers(_ screen: ScreenAnalysis?) -> [String] {
        Set(screen?.responsibility(.networking)?.evidence.map(\.member) ?? []).sorted()
    }

    @Test func aFirestoreRequestIsNetworkingAndAReferenceIsNot() throws {
        let screen = analyze(Self.profileScreen).screens.first
        // Not `postsQuery()`, which only builds a query, nor making a credential on the device, nor reading the user the SDK keeps.
        #expect(Self.networkingMembers(screen) == ["loadProfile()", "save(name:)", "signIn(email:password:)", "watchPosts()"])
        // The SDK's client is a collaborator: the Worker's, no state.
        #expect(screen?.state.contains { $0.name == "db" } == false)
        #expect(screen?.members.first { $0.name == "db" }?.roles == [.worker])
        #expect(screen?.members.first { $0.name == "postsQuery()" }?.roles.contains(.worker) == false)
    }

    @Test func aBackendRequestShowsTheMethodOfItsRESTAPIAndThePathItsChainNames() {
        let report = analyze(Self.profileScreen)
        #expect(apiCallLines(of: "ProfileViewController", in: report) == [
            "loadProfile() GET users/{userId} DocumentReference.getDocument",
            "save(name:) PUT users/{userId} DocumentReference.setData",
            "watchPosts() GET users/{userId}/posts FirebaseFirestore.Query.addSnapshotListener",
            "signIn(email:password:) ? ? Auth.signIn",
        ])
    }

    @Test func withoutTheSDKsImportItsNamesAreNobodysBackend() {
        let screen = analyze(Self.profileScreen.replacingOccurrences(of: "import FirebaseFirestore\nimport FirebaseAuth\n", with: ""))
            .screens.first
        // What is left is the name of a provider of another module, which speaks for itself as any other's does.
        #expect(Self.networkingMembers(screen) == ["credential(id:code:)"])
    }

    @Test func aTypeTheCodebaseDeclaresIsItsOwnWhateverItImports() {
        let screen = analyze([
            "Storage.swift": "final class Storage { static func storage() -> Storage { Storage() }; func putData(_ data: Data) {} }",
            "UploadViewController.swift": """
                import UIKit
                import FirebaseStorage
                final class UploadViewController: UIViewController {
                    func upload(_ data: Data) { Storage.storage().putData(data) }
                }
                """,
        ]).screens.first
        #expect(screen?.responsibility(.networking) == nil)
    }

    /// Firebase's Remote Config fetch and Cloud Messaging registrations reach the server; reading a
    /// value or the token the SDK keeps, setting the defaults, activating what was fetched or a flag does not.
    static let configScreen = """
        import UIKit
        import FirebaseRemoteConfig
        import FirebaseMessaging
        final class ConfigViewController: UIViewController {
            var remoteConfig: RemoteConfig!
            override func viewDidLoad() {
                super.viewDidLoad()
                remoteConfig = RemoteConfig.remoteConfig()
                remoteConfig.setDefaults(fromPlist: "RemoteConfigDefaults")
            }
            func refresh() { remoteConfig.fetchAndActivate { _, _ in } }
            func apply() { _ = remoteConfig.activate() }
            func welcome() -> String? { remoteConfig.configValue(forKey: "welcome").stringValue }
            func subscribe() { Messaging.messaging().subscribe(toTopic: "weather") { _ in } }
            func fetchToken() { Messaging.messaging().token { _, _ in } }
            func showToken() { title = Messaging.messaging().fcmToken }
            func optOut() { Messaging.messaging().isAutoInitEnabled = false }
        }
        """

    @Test func remoteConfigsFetchAndMessagingsRegistrationsReachTheServer() {
        let screen = analyze(Self.configScreen).screens.first
        #expect(Self.networkingMembers(screen) == ["fetchToken()", "refresh()", "subscribe()"])
        // Without the modules' imports, the names are nobody's backend.
        let plain = analyze(Self.configScreen.replacingOccurrences(of: "import FirebaseRemoteConfig\nimport FirebaseMessaging\n", with: ""))
        #expect(Self.networkingMembers(plain.screens.first).isEmpty)
    }

    @Test func theRealtimeDatabasesRequestsAndTheCodebasesWrapperOfThem() {
        let report = analyze([
            "PostStore.swift": """
                import FirebaseDatabase
                final class PostStore {
                    private let ref = Database.database().reference()
                    func star(_ postID: String) { ref.child("posts").child(postID).child("stars").runTransactionBlock { $0 } }
                }
                """,
            "PostViewController.swift": """
                import UIKit
                import FirebaseDatabase
                final class PostViewController: UIViewController {
                    let store = PostStore()
                    var postID = ""
                    func load() {
                        Database.database().reference().child("posts").child(postID).observeSingleEvent(of: .value) { _ in }
                    }
                    func remove() { Database.database().reference(withPath: "posts").child(postID).removeValue() }
                    func star() { store.star(postID) }
                    func keyOfNewPost() -> String? { Database.database().reference().child("posts").childByAutoId().key }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "PostViewController" }
        #expect(Self.networkingMembers(screen) == ["load()", "remove()", "star()"])
        #expect(apiCallLines(of: "PostViewController", in: report).prefix(2) == [
            "load() GET posts/{postID} DatabaseReference.observeSingleEvent",
            "remove() DELETE posts/{postID} DatabaseReference.removeValue",
        ])
    }

    /// A reference made in one member and used in another (`postRef` and `commentsRef`, made in `viewDidLoad()` and kept
    /// for listeners) has the path it was made with; one a type assigns two ways has none.
    @Test func aReferenceKeptInALocalOrAPropertyGivesItsPath() {
        let report = analyze("""
            import UIKit
            import FirebaseDatabase
            final class PostDetailViewController: UIViewController {
                var ref: DatabaseReference!
                lazy var archiveRef = Database.database().reference(withPath: "archive")
                var postRef: DatabaseReference!
                var commentsRef: DatabaseReference!
                var feedRef: DatabaseReference!
                var postKey = ""
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ref = Database.database().reference()
                    postRef = ref.child("posts").child(postKey)
                    self.commentsRef = ref.child("post-comments").child(postKey)
                    feedRef = ref.child("feed")
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    postRef.observe(.value) { _ in }
                    commentsRef.observe(.childAdded) { _ in }
                    feedRef.observe(.value) { _ in }
                }
                func send(_ comment: [String: Any], uid: String) {
                    let usersRef = ref.child("users")
                    usersRef.child(uid).observeSingleEvent(of: .value) { _ in
                        self.commentsRef.childByAutoId().setValue(comment)
                    }
                }
                func showPopular() { feedRef = ref.child("popular") }
                func archive(uid: String) { archiveRef.child(uid).removeValue() }
                deinit { postRef = nil }
            }
            """)
        #expect(apiCallLines(of: "PostDetailViewController", in: report) == [
            "viewWillAppear(_:) GET posts/{postKey} DatabaseReference.observe",
            "viewWillAppear(_:) GET post-comments/{postKey} DatabaseReference.observe",
            "viewWillAppear(_:) GET ? DatabaseReference.observe",
            "send(_:uid:) GET users/{uid} DatabaseReference.observeSingleEvent",
            "send(_:uid:) PUT post-comments/{postKey}/{autoId} DatabaseReference.setValue",
            "archive(uid:) DELETE archive/{uid} DatabaseReference.removeValue",
        ])
    }

    @Test func parsesClassNameIsItsPath() {
        let report = analyze("""
            import UIKit
            import Parse
            final class FeedViewController: UIViewController {
                func load() {
                    let query = PFQuery(className: "Photo")
                    query.whereKey("user", equalTo: PFUser.current()!)
                    query.findObjectsInBackground { _, _ in }
                }
                func upload(_ data: Data) {
                    let file = PFFileObject(name: "photo.jpg", data: data)
                    file?.saveInBackground()
                }
            }
            """)
        #expect(apiCallLines(of: "FeedViewController", in: report) == [
            "load() GET classes/Photo PFQuery.findObjectsInBackground", "upload(_:) ? ? PFFileObject.saveInBackground",
        ])
    }

    @Test func parseInObjectiveC() {
        let report = analyze([
            "TimelineViewController.h": """
                #import <UIKit/UIKit.h>
                #import <Parse/Parse.h>
                @interface TimelineViewController : UITableViewController
                @property (nonatomic, strong) NSArray *photos;
                @end
                """,
            "TimelineViewController.m": """
                #import "TimelineViewController.h"
                @implementation TimelineViewController
                - (void)loadPhotos {
                    PFQuery *query = [PFQuery queryWithClassName:@"Photo"];
                    [query whereKey:@"user" equalTo:[PFUser currentUser]];
                    [query findObjectsInBackgroundWithBlock:^(NSArray *objects, NSError *error) {
                        self.photos = objects;
                        [self.tableView reloadData];
                    }];
                }
                - (void)like:(PFObject *)photo {
                    PFObject *like = [PFObject objectWithClassName:@"Activity"];
                    [like setObject:photo forKey:@"photo"];
                    [like saveInBackground];
                }
                - (NSString *)userName { return [[PFUser currentUser] username]; }
                @end
                """,
        ])
        let screen = report.screens.first
        #expect(Self.networkingMembers(screen) == ["like:", "loadPhotos"])
        #expect(screen?.responsibility(.networking)?.evidence.count == 2)
        #expect(apiCallLines(of: "TimelineViewController", in: report) == [
            "loadPhotos GET classes/Photo PFQuery.findObjectsInBackgroundWithBlock", "like: ? classes/Activity PFObject.saveInBackground",
        ])
    }

    static let shareScreen = """
        import UIKit
        import ownCloudSDK
        final class ShareViewController: UIViewController {
            var core: OCCore?
            var store: OCKeyValueStore?
            var telemetry: OCUsage?
            func save(_ share: OCShare) {
                core?.createShare(share, options: nil) { _, _ in }
                store?.storeObject(share, forKey: "last")
                telemetry?.record("share")
            }
        }
        """

    @Test func theTypesAConfigurationNamesCountAsTheirResponsibility() {
        #expect(analyze(Self.shareScreen).screens.first?.responsibilities.isEmpty == true)
        let settings = AnalysisSettings(networkingTypes: ["OCCore"], persistenceTypes: ["OCKeyValueStore"], analyticsTypes: ["OCUsage"])
        let screen = analyze(Self.shareScreen, settings: settings).screens.first
        #expect(screen?.responsibilities.map(\.kind) == [.networking, .persistence, .analytics])
        #expect(screen?.responsibility(.networking)?.evidence.map(\.symbol) == ["OCCore.createShare"])
        #expect(screen?.members.first { $0.name == "core" }?.roles == [.worker])
    }

    @Test func aConfigurationNamesTypesOnce() throws {
        let loaded = try Configuration.parse("analyze:\n  networking_types: [OCCore, Firebase.Firestore]\n", path: "c.yml")
        #expect(loaded.configuration.analyze.networkingTypes == ["OCCore", "Firebase.Firestore"])
        #expect(throws: ConfigurationError.invalid(
            path: "c.yml", reason: "analyze.networking_types '../OCCore' is not a type name (letters, digits, '_' and '.')"
        )) {
            try Configuration.parse("analyze:\n  networking_types: [../OCCore]\n", path: "c.yml")
        }
        #expect(throws: ConfigurationError.invalid(path: "c.yml", reason: "analyze.persistence_types 'OCCore' is listed under networking_types too")) {
            try Configuration.parse("analyze:\n  networking_types: [OCCore]\n  persistence_types: [OCCore]\n", path: "c.yml")
        }
    }

    /// Asking another module's client for a URL (`client.url(with: request)` for an image's address) sends
    /// nothing; sending the request does, and so does the codebase's own member named for a URL that fetches it.
    @Test func askingAClientForAURLSendsNothing() throws {
        let source = """
            import SwiftUI
            import JellyfinAPI
            final class UserSession {
                let client: JellyfinClient
                init(client: JellyfinClient) { self.client = client }
            }
            extension BaseItemDto {
                func imageURL(session: UserSession) -> URL? {
                    session.client.url(with: Paths.getItemImage(itemID: "1"))
                }
            }
            final class FeedImporter {
                func importFromURL(_ url: URL) { URLSession.shared.dataTask(with: url).resume() }
            }
            struct PosterView: View {
                let importer = FeedImporter()
                let item: BaseItemDto
                let session: UserSession
                @AppStorage("q") var quality = 90
                var body: some View {
                    AsyncImage(url: item.imageURL(session: session))
                }
                func markPlayed() async throws {
                    _ = try await session.client.send(Paths.markPlayedItem(itemID: "1"))
                }
                func importFeed(_ url: URL) {
                    importer.importFromURL(url)
                }
            }
            """
        let screen = try #require(analyze(source).screens.first { $0.name == "PosterView" })
        #expect(screen.responsibility(.networking)?.evidence.map(\.symbol) == ["JellyfinClient.send", "FeedImporter.importFromURL"])
        #expect(NetworkingDetector.asksForAURL("fullURL") && !NetworkingDetector.asksForAURL("downloadURL")
            && !NetworkingDetector.asksForAURL("importFromURL"))
    }
}
