//
//  SWUserModel.m
//  LegacyShop
//

#import "SWUserModel.h"
#import "WebAPI.h"

static NSString *const kMemberSinceFormat = @"yyyy-MM-dd'T'HH:mm:ssZ";

@implementation SWUserModel

#pragma mark - MTLJSONSerializing

+ (NSDictionary *)JSONKeyPathsByPropertyKey {
    return @{
        @"identifier": @"id",
        @"displayName": @"display_name",
        @"email": @"email",
        @"city": @"address.city",
        @"avatarURL": @"avatar_url",
        @"memberSince": @"member_since",
        @"loyaltyPoints": @"loyalty_points",
        @"premium": @"is_premium",
        @"favoriteCategories": @"favorite_categories",
    };
}

+ (NSDateFormatter *)dateFormatter {
    NSDateFormatter *formatter = [[NSDateFormatter alloc] init];
    formatter.locale = [NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"];
    formatter.dateFormat = kMemberSinceFormat;
    return formatter;
}

+ (NSValueTransformer *)memberSinceJSONTransformer {
    return [MTLValueTransformer transformerUsingForwardBlock:^id(NSString *string, BOOL *success, NSError **error) {
        return [self.dateFormatter dateFromString:string];
    } reverseBlock:^id(NSDate *date, BOOL *success, NSError **error) {
        return [self.dateFormatter stringFromDate:date];
    }];
}

+ (NSValueTransformer *)avatarURLJSONTransformer {
    return [NSValueTransformer valueTransformerForName:MTLURLValueTransformerName];
}

#pragma mark - Networking (should not live in a model)

- (void)checkMembership:(void (^)(BOOL isMember))completion {
    NSString *path = [NSString stringWithFormat:@"/users/%@/membership", self.identifier];
    [[WebAPI sharedClient] GET:path parameters:nil success:^(NSDictionary *response) {
        BOOL isMember = [response[@"active"] boolValue];
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(isMember);
        });
    } failure:^(NSError *error) {
        completion(NO);
    }];
}

- (void)fetchBuddiesWithCompletion:(void (^)(NSArray<NSString *> *buddyIds, NSError *error))completion {
    NSString *path = [NSString stringWithFormat:@"/users/%@/buddies", self.identifier];
    [[WebAPI sharedClient] GET:path parameters:nil success:^(NSDictionary *response) {
        completion(response[@"buddies"], nil);
    } failure:^(NSError *error) {
        completion(nil, error);
    }];
}

#pragma mark - Presentation

- (NSString *)greeting {
    return [NSString stringWithFormat:@"Hello, %@", self.displayName];
}

@end
