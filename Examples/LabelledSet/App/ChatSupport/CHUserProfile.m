//
//  CHUserProfile.m
//  Chat
//

#import "CHUserProfile.h"

@implementation CHUserProfile

+ (NSDictionary *)JSONKeyPathsByPropertyKey {
    return @{
        @"userID": @"id",
        @"username": @"username",
        @"displayName": @"display_name",
        @"statusMessage": @"status_message",
        @"friendCount": @"friend_count",
        @"messageCount": @"message_count",
        @"memberSince": @"member_since",
    };
}

+ (NSDateFormatter *)ISO8601Formatter {
    static NSDateFormatter *formatter = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        formatter = [[NSDateFormatter alloc] init];
        formatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
        formatter.dateFormat = @"yyyy-MM-dd'T'HH:mm:ssZZZZZ";
    });
    return formatter;
}

+ (NSValueTransformer *)memberSinceJSONTransformer {
    return [MTLValueTransformer transformerUsingForwardBlock:^id(NSString *string, BOOL *success, NSError **error) {
        return [[self ISO8601Formatter] dateFromString:string];
    } reverseBlock:^id(NSDate *date, BOOL *success, NSError **error) {
        return [[self ISO8601Formatter] stringFromDate:date];
    }];
}

@end
