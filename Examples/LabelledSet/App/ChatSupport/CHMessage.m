//
//  CHMessage.m
//  Chat
//

#import "CHMessage.h"

@implementation CHMessage

- (instancetype)initWithDictionary:(NSDictionary *)dictionary {
    NSString *identifier = dictionary[@"id"];
    NSNumber *sentAt = dictionary[@"sent_at"];
    if (![identifier isKindOfClass:[NSString class]] || ![sentAt isKindOfClass:[NSNumber class]]) {
        return nil;
    }
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _senderID = [dictionary[@"sender_id"] copy] ?: @"";
        _senderName = [dictionary[@"sender_name"] copy] ?: @"";
        _text = [dictionary[@"text"] copy] ?: @"";
        _sentAt = [NSDate dateWithTimeIntervalSince1970:sentAt.doubleValue];
        _edited = [dictionary[@"edited"] boolValue];
        _deleted = [dictionary[@"deleted"] boolValue];
    }
    return self;
}

@end
