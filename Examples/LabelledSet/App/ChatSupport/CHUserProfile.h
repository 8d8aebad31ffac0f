//
//  CHUserProfile.h
//  Chat
//
//  The signed-in user's profile, as the API returns it and as the app caches
//  it (JSON dictionary in NSUserDefaults).
//

#import <Mantle/Mantle.h>

NS_ASSUME_NONNULL_BEGIN

@interface CHUserProfile : MTLModel <MTLJSONSerializing>

@property (nonatomic, copy, readonly) NSString *userID;
@property (nonatomic, copy, readonly) NSString *username;
@property (nonatomic, copy, readonly) NSString *displayName;
@property (nonatomic, copy, nullable) NSString *statusMessage;
@property (nonatomic, assign, readonly) NSUInteger friendCount;
@property (nonatomic, assign, readonly) NSUInteger messageCount;
@property (nonatomic, strong, readonly, nullable) NSDate *memberSince;

@end

NS_ASSUME_NONNULL_END
