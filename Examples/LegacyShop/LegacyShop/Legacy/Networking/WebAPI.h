//
//  WebAPI.h
//  LegacyShop
//
//  The Objective-C API client the older screens still share.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^WebAPISuccess)(NSDictionary *response);
typedef void (^WebAPIFailure)(NSError *error);

@interface WebAPI : NSObject

+ (instancetype)sharedClient;

- (void)GET:(NSString *)path parameters:(nullable NSDictionary *)parameters success:(WebAPISuccess)success failure:(WebAPIFailure)failure;
- (void)POST:(NSString *)path parameters:(nullable NSDictionary *)parameters success:(WebAPISuccess)success failure:(WebAPIFailure)failure;

@end

NS_ASSUME_NONNULL_END
