//
//  CHRoom.h
//  Chat
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface CHRoom : NSObject

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, assign, readonly) NSUInteger memberCount;
/// The signed-in user's id, so a room can tell its own messages apart.
@property (nonatomic, copy, readonly) NSString *currentUserID;

- (instancetype)initWithIdentifier:(NSString *)identifier
                              name:(NSString *)name
                       memberCount:(NSUInteger)memberCount
                     currentUserID:(NSString *)currentUserID;

@end

NS_ASSUME_NONNULL_END
