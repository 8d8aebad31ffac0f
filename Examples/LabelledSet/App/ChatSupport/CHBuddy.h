//
//  CHBuddy.h
//  Chat
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface CHBuddy : NSObject

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *username;
@property (nonatomic, copy, readonly) NSString *displayName;
@property (nonatomic, strong, readonly, nullable) NSDate *lastSeen;
@property (nonatomic, assign, readonly, getter=isOnline) BOOL online;

- (nullable instancetype)initWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
