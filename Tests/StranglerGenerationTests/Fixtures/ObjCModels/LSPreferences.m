#import "LSPreferences.h"

@implementation LSPreferences

+ (BOOL)supportsSecureCoding {
    return YES;
}

+ (NSInteger)schemaVersion {
    return 3;
}

- (nullable instancetype)initWithCoder:(NSCoder *)coder {
    self = [super init];
    if (self) {
        _userId = [coder decodeObjectOfClass:[NSString class] forKey:@"userId"];
        _nickname = [coder decodeObjectOfClass:[NSString class] forKey:@"nickname"];
        _theme = [coder decodeObjectOfClass:[NSString class] forKey:@"theme"];
        _languageCode = [coder decodeObjectOfClass:[NSString class] forKey:@"language"];
        _darkMode = [coder decodeBoolForKey:@"darkMode"];
        _launchCount = [coder decodeInt32ForKey:@"launchCount"];
        _badgeCount = [coder decodeIntegerForKey:@"badgeCount"];
        _bytesUsed = [coder decodeInt64ForKey:@"bytesUsed"];
        _volume = [coder decodeFloatForKey:@"volume"];
        _fontScale = [coder decodeDoubleForKey:@"fontScale"];
        _sessionLength = [coder decodeDoubleForKey:@"sessionLength"];
        _counters = [coder decodeObjectOfClasses:[NSSet setWithObjects:[NSDictionary class], [NSString class], [NSNumber class], nil] forKey:@"counters"];
        _mutedTopics = [coder decodeObjectOfClasses:[NSSet setWithObjects:[NSSet class], [NSString class], nil] forKey:@"mutedTopics"];
        _avatarData = [coder decodeObjectOfClass:[NSData class] forKey:@"avatarData"];
        _recentLinks = [coder decodeObjectOfClasses:[NSSet setWithObjects:[NSArray class], [NSURL class], nil] forKey:@"recentLinks"];
    }
    return self;
}

- (void)encodeWithCoder:(NSCoder *)coder {
    [coder encodeObject:self.userId forKey:@"userId"];
    [coder encodeObject:self.nickname forKey:@"nickname"];
}

@end
