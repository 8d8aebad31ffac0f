//
//  SWUserModel.h
//  LegacyShop
//
//  The signed-in user, from the Objective-C days. Archived to disk with NSKeyedArchiver
//  (see SWBuddyListViewController) so the app remembers who is signed in.
//

#import <Foundation/Foundation.h>
#import <Mantle/Mantle.h>

NS_ASSUME_NONNULL_BEGIN

@interface SWUserModel : MTLModel <MTLJSONSerializing>

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy) NSString *displayName;
@property (nonatomic, copy, nullable) NSString *email;
@property (nonatomic, copy, nullable) NSString *city;
@property (nonatomic, strong, nullable) NSURL *avatarURL;
@property (nonatomic, strong) NSDate *memberSince;
@property (nonatomic, assign) NSInteger loyaltyPoints;
@property (nonatomic, assign, getter=isPremium) BOOL premium;
@property (nonatomic, copy) NSArray<NSString *> *favoriteCategories;

/// Asks the server whether the user still has a paid membership.
- (void)checkMembership:(void (^)(BOOL isMember))completion;

/// Loads the user's buddies from the server.
- (void)fetchBuddiesWithCompletion:(void (^)(NSArray<NSString *> * _Nullable buddyIds, NSError * _Nullable error))completion;

/// A greeting for the profile header.
- (NSString *)greeting;

@end

NS_ASSUME_NONNULL_END
