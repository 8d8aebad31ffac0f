// Every kind of property attribute a model header holds, to pin how each one converts.
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>

NS_ASSUME_NONNULL_BEGIN

@interface LSPreferences : NSObject <NSSecureCoding>

@property (nonatomic, copy, readonly) NSString *userId;
@property (atomic, copy, nullable) NSString *nickname;
@property (nonatomic, strong, null_resettable) NSString *theme;
@property (nonatomic, copy) NSString * _Nullable languageCode;
@property (nonatomic, assign, getter=isDarkMode, setter=setDarkModeEnabled:) BOOL darkMode;
@property (nonatomic) int launchCount;
@property (nonatomic, assign) unsigned long badgeCount;
@property (nonatomic, assign) long long bytesUsed;
@property (nonatomic, assign) float volume;
@property (nonatomic, assign) CGFloat fontScale;
@property (nonatomic, assign) NSTimeInterval sessionLength;
@property (nonatomic, strong) NSDictionary<NSString *, NSNumber *> *counters;
@property (nonatomic, copy) NSSet<NSString *> *mutedTopics;
@property (nonatomic, strong, nullable) NSData *avatarData;
@property (nonatomic, copy, nullable) NSArray<NSURL *> *recentLinks;
@property (nonatomic, copy, nullable) void (^onChange)(LSPreferences *preferences);
@property (class, nonatomic, readonly) NSInteger schemaVersion;

@end

NS_ASSUME_NONNULL_END
