import Foundation

// The Objective-C models convert-model reads, as Swift imports them (nullable and unannotated pointers become
// optionals, `int` becomes `Int32`, `NSNumber` stays `NSNumber`, a getter names the property): the generated
// conformances must compile against exactly these shapes.

/// Examples/LegacyShop/LegacyShop/Legacy/Models/SWUserModel.h (inside NS_ASSUME_NONNULL).
class SWUserModel: NSObject {
    let identifier: String = ""
    var displayName: String = ""
    var email: String?
    var city: String?
    var avatarURL: URL?
    var memberSince = Date()
    var loyaltyPoints: Int = 0
    var isPremium = false
    var favoriteCategories: [String] = []
}

/// Fixtures/ObjCModels/LSCartEntry.h (no nullability annotations).
class LSCartEntry: NSObject {
    var sku: String!
    var title: String!
    var quantity: Int = 0
    var unitPrice: NSNumber!
    var stock: NSNumber!
    var giftWrapped = false
    var addedAt: Date!
    var note: String!
}

/// Fixtures/ObjCModels/LSPreferences.h (inside NS_ASSUME_NONNULL).
class LSPreferences: NSObject {
    let userId: String = ""
    var nickname: String?
    var theme: String!
    var languageCode: String?
    var isDarkMode = false
    var launchCount: Int32 = 0
    var badgeCount: UInt = 0
    var bytesUsed: Int64 = 0
    var volume: Float = 0
    var fontScale: CGFloat = 0
    var sessionLength: TimeInterval = 0
    var counters: [String: NSNumber] = [:]
    var mutedTopics: Set<String> = []
    var avatarData: Data?
    var recentLinks: [URL]?
}
