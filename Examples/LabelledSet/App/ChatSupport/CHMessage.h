//
//  CHMessage.h
//  Chat
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface CHMessage : NSObject

@property (nonatomic, copy, readonly) NSString *identifier;
@property (nonatomic, copy, readonly) NSString *senderID;
@property (nonatomic, copy, readonly) NSString *senderName;
@property (nonatomic, copy, readonly) NSString *text;
@property (nonatomic, strong, readonly) NSDate *sentAt;
@property (nonatomic, assign, readonly, getter=isEdited) BOOL edited;
@property (nonatomic, assign, readonly, getter=isDeleted) BOOL deleted;

- (nullable instancetype)initWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
