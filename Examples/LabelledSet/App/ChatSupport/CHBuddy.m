//
//  CHBuddy.m
//  Chat
//

#import "CHBuddy.h"

@implementation CHBuddy

- (instancetype)initWithDictionary:(NSDictionary *)dictionary {
    NSString *identifier = dictionary[@"id"];
    if (![identifier isKindOfClass:[NSString class]]) {
        return nil;
    }
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _username = [dictionary[@"username"] copy] ?: @"";
        _displayName = [dictionary[@"display_name"] copy] ?: _username;
        NSNumber *lastSeen = dictionary[@"last_seen"];
        _lastSeen = lastSeen != nil ? [NSDate dateWithTimeIntervalSince1970:lastSeen.doubleValue] : nil;
        _online = [dictionary[@"online"] boolValue];
    }
    return self;
}

@end
