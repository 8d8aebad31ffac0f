#import "LSCartEntry.h"

#define kSKUKey @"entry_sku"
static NSString * const kTitleKey = @"entry_title";

@implementation LSCartEntry

- (instancetype)initWithCoder:(NSCoder *)aDecoder {
    if ((self = [super init])) {
        _sku = [aDecoder decodeObjectForKey:kSKUKey];
        _title = [aDecoder decodeObjectForKey:kTitleKey];
        _quantity = [aDecoder decodeIntegerForKey:@"entry_quantity"];
        self.unitPrice = [aDecoder decodeObjectForKey:@"entry_price"];
        self.stock = [aDecoder decodeObjectOfClass:[NSNumber class] forKey:@"entry_stock"];
        _giftWrapped = [aDecoder decodeBoolForKey:@"entry_gift"];
        _addedAt = [aDecoder decodeObjectForKey:@"entry_added"];
    }
    return self;
}

- (void)encodeWithCoder:(NSCoder *)aCoder {
    [aCoder encodeObject:self.sku forKey:kSKUKey];
    [aCoder encodeObject:self.title forKey:kTitleKey];
    [aCoder encodeInteger:self.quantity forKey:@"entry_quantity"];
    [aCoder encodeObject:self.unitPrice forKey:@"entry_price"];
    [aCoder encodeObject:self.stock forKey:@"entry_stock"];
    [aCoder encodeBool:self.giftWrapped forKey:@"entry_gift"];
    [aCoder encodeObject:self.addedAt forKey:@"entry_added"];
}

- (void)refreshStock:(void (^)(NSInteger stock, NSError *error))completion {
    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"https://api.example.com/stock/%@", self.sku]];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        completion([json[@"stock"] integerValue], error);
    }] resume];
}

- (double)total {
    if ([self.stock integerValue] == 0) {
        return 0;
    }
    return self.quantity * [self.unitPrice doubleValue];
}

@end
