// A plain NSObject model archived with its own NSCoding, in the style of pre-ARC code: no nullability annotations.
#import <Foundation/Foundation.h>

@interface LSCartEntry : NSObject <NSCoding>

@property (nonatomic, copy) NSString *sku;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSInteger quantity;
@property (nonatomic, strong) NSNumber *unitPrice;
@property (nonatomic, strong) NSNumber *stock;
@property (nonatomic, assign) BOOL giftWrapped;
@property (nonatomic, strong) NSDate *addedAt;
@property (nonatomic, copy) NSString *note; // not archived

- (void)refreshStock:(void (^)(NSInteger stock, NSError *error))completion;
- (double)total;

@end
