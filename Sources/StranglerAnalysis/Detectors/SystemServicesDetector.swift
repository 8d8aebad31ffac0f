import StranglerSources

/// System services that prompt the user or read private data: contacts, photos, location, notification permission, the
/// camera and microphone, health data, calendars, tracking. Asking for them is I/O a test cannot answer, so it is the
/// Worker's, and a side effect.
struct SystemServicesDetector: Detector {
    let responsibility = Responsibility.systemServices

    /// The frameworks' types whose calls (and settings, `locationManager.desiredAccuracy = …`) are the service.
    static let types: NameSet = [
        "CNContactStore", "PHPhotoLibrary", "PHAssetChangeRequest", "CLLocationManager", "UNUserNotificationCenter",
        "AVCaptureDevice", "AVAudioSession", "AVAudioApplication", "HKHealthStore", "ATTrackingManager", "EKEventStore",
        "CMMotionActivityManager", "CMPedometer", "CBCentralManager", "SFSpeechRecognizer", "LAContext", "MPMediaLibrary",
        "INPreferences", "ABAddressBook",
    ]

    /// Free functions that write to the user's library (`UIImageWriteToSavedPhotosAlbum`).
    static let functions: NameSet = ["UIImageWriteToSavedPhotosAlbum", "UISaveVideoAtPathToSavedPhotosAlbum", "ABAddressBookRequestAccessWithCompletion"]

    func symbol(for event: Event, in context: EventContext) -> String? {
        switch event.kind {
        case .call where event.path.count == 1:
            return Self.functions.contains(event.name) ? event.name : nil
        case .call, .assignment:
            // Getting the service (`UNUserNotificationCenter.current()`, `CLLocationManager()`) asks for nothing yet.
            if event.kind == .call, event.name == "init" || event.name == "current" || event.name == "shared", event.path.count <= 2 {
                return nil
            }
            guard let type = context.receiverType(event) ?? event.typeRoot, Self.types.contains(type) else { return nil }
            // Of the user notification center, asking for the permission; scheduling one is posting a notification.
            if type == "UNUserNotificationCenter", event.name != "requestAuthorization" { return nil }
            // Becoming the notification center's delegate is observing what the user taps (see `NotificationsDetector`).
            if event.kind == .assignment, event.name == "delegate" { return nil }
            return event.symbol
        default:
            return nil
        }
    }

    let examples = DetectorExamples(
        triggering: [
            """
            let store = CNContactStore()
            func find() {
                ↓store.requestAccess(for: .contacts) { granted, _ in }
            }
            """,
            """
            let locationManager = CLLocationManager()
            func locate() {
                ↓locationManager.desiredAccuracy = kCLLocationAccuracyKilometer
                ↓locationManager.requestWhenInUseAuthorization()
            }
            """,
            """
            func ask() {
                ↓PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
                ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
            }
            """,
        ],
        nonTriggering: [
            """
            let locationManager = CLLocationManager()
            func setUp() {
                let center = UNUserNotificationCenter.current()
                center.delegate = self
            }
            """,
            """
            var contacts: [Contact] = []
            func add(_ contact: Contact) { contacts.append(contact) }
            """,
        ]
    )
}
