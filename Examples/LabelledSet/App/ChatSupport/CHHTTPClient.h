//
//  CHHTTPClient.h
//  Chat
//
//  A small JSON-over-HTTP client on NSURLSession. Screens create their own
//  instance with the API's base URL. Success and failure blocks are always
//  called on the main queue.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^CHHTTPSuccess)(NSDictionary *response);
typedef void (^CHHTTPFailure)(NSError *error);
typedef void (^CHHTTPProgress)(double fractionCompleted);
typedef void (^CHHTTPUploadCompletion)(NSArray<NSDictionary *> * _Nullable responses, NSError * _Nullable error);

@interface CHHTTPClient : NSObject

@property (nonatomic, strong, readonly) NSURL *baseURL;
@property (nonatomic, copy, nullable) NSString *authToken;

- (instancetype)initWithBaseURL:(NSURL *)baseURL;
/// Pass nil for `session` to get a default session with upload progress.
- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(nullable NSURLSession *)session NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

- (NSURLSessionDataTask *)GET:(NSString *)path
                   parameters:(nullable NSDictionary *)parameters
                      success:(CHHTTPSuccess)success
                      failure:(CHHTTPFailure)failure;

- (NSURLSessionDataTask *)POST:(NSString *)path
                    parameters:(nullable NSDictionary *)parameters
                       success:(CHHTTPSuccess)success
                       failure:(CHHTTPFailure)failure;

/// Uploads the parts as one multipart/form-data POST to `path`.
/// `progress` reports the fraction of bytes sent; `completion` gets one
/// response dictionary per part, or an error.
- (NSURLSessionUploadTask *)uploadParts:(NSArray<NSData *> *)parts
                                 toPath:(NSString *)path
                               progress:(nullable CHHTTPProgress)progress
                             completion:(CHHTTPUploadCompletion)completion;

@end

NS_ASSUME_NONNULL_END
