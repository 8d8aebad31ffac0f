//
//  CHRoom.m
//  Chat
//

#import "CHRoom.h"

@implementation CHRoom

- (instancetype)initWithIdentifier:(NSString *)identifier name:(NSString *)name memberCount:(NSUInteger)memberCount currentUserID:(NSString *)currentUserID {
    self = [super init];
    if (self) {
        _identifier = [identifier copy];
        _name = [name copy];
        _memberCount = memberCount;
        _currentUserID = [currentUserID copy];
    }
    return self;
}

@end
