//
//  WebAPI.m
//  LegacyShop
//

#import "WebAPI.h"

#define kWebAPIBaseURL @"https://api.legacyshop.example/v1"

@implementation WebAPI

+ (instancetype)sharedClient {
    static WebAPI *client = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        client = [[WebAPI alloc] init];
    });
    return client;
}

- (void)GET:(NSString *)path parameters:(NSDictionary *)parameters success:(WebAPISuccess)success failure:(WebAPIFailure)failure {
    NSURL *url = [NSURL URLWithString:[kWebAPIBaseURL stringByAppendingString:path]];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        [self finishWithData:data error:error success:success failure:failure];
    }] resume];
}

- (void)POST:(NSString *)path parameters:(NSDictionary *)parameters success:(WebAPISuccess)success failure:(WebAPIFailure)failure {
    NSURL *url = [NSURL URLWithString:[kWebAPIBaseURL stringByAppendingString:path]];
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
    request.HTTPMethod = @"POST";
    request.HTTPBody = [NSJSONSerialization dataWithJSONObject:parameters ?: @{} options:0 error:nil];
    [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
    [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        [self finishWithData:data error:error success:success failure:failure];
    }] resume];
}

- (void)finishWithData:(NSData *)data error:(NSError *)error success:(WebAPISuccess)success failure:(WebAPIFailure)failure {
    if (error) {
        failure(error);
        return;
    }
    NSDictionary *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
    success(json ?: @{});
}

@end
