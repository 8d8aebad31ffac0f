//
//  CHHTTPClient.m
//  Chat
//

#import "CHHTTPClient.h"

@interface CHHTTPClient () <NSURLSessionTaskDelegate>
@property (nonatomic, strong) NSURLSession *session;
@property (nonatomic, strong) NSMutableDictionary<NSNumber *, CHHTTPProgress> *progressBlocks;
@end

@implementation CHHTTPClient

- (instancetype)initWithBaseURL:(NSURL *)baseURL {
    return [self initWithBaseURL:baseURL session:nil];
}

- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(NSURLSession *)session {
    self = [super init];
    if (self) {
        _baseURL = baseURL;
        _progressBlocks = [NSMutableDictionary dictionary];
        if (session == nil) {
            NSURLSessionConfiguration *configuration = [NSURLSessionConfiguration defaultSessionConfiguration];
            configuration.timeoutIntervalForRequest = 30.0;
            session = [NSURLSession sessionWithConfiguration:configuration delegate:self delegateQueue:nil];
        }
        _session = session;
    }
    return self;
}

#pragma mark - Requests

- (NSMutableURLRequest *)requestWithMethod:(NSString *)method path:(NSString *)path parameters:(NSDictionary *)parameters {
    NSURLComponents *components = [NSURLComponents componentsWithURL:[self.baseURL URLByAppendingPathComponent:path] resolvingAgainstBaseURL:NO];
    if ([method isEqualToString:@"GET"] && parameters.count > 0) {
        NSMutableArray<NSURLQueryItem *> *items = [NSMutableArray array];
        [parameters enumerateKeysAndObjectsUsingBlock:^(id key, id value, BOOL *stop) {
            [items addObject:[NSURLQueryItem queryItemWithName:[key description] value:[value description]]];
        }];
        components.queryItems = items;
    }
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
    request.HTTPMethod = method;
    [request setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    if (self.authToken != nil) {
        [request setValue:[@"Bearer " stringByAppendingString:self.authToken] forHTTPHeaderField:@"Authorization"];
    }
    if (![method isEqualToString:@"GET"] && parameters != nil) {
        [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
        request.HTTPBody = [NSJSONSerialization dataWithJSONObject:parameters options:0 error:NULL];
    }
    return request;
}

- (NSURLSessionDataTask *)dataTaskWithRequest:(NSURLRequest *)request success:(CHHTTPSuccess)success failure:(CHHTTPFailure)failure {
    NSURLSessionDataTask *task = [self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSInteger status = [(NSHTTPURLResponse *)response statusCode];
        NSDictionary *json = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : @{};
        dispatch_async(dispatch_get_main_queue(), ^{
            if (error != nil) {
                failure(error);
            } else if (status < 200 || status >= 300 || ![json isKindOfClass:[NSDictionary class]]) {
                failure([NSError errorWithDomain:@"CHHTTPClientErrorDomain" code:status userInfo:nil]);
            } else {
                success(json);
            }
        });
    }];
    [task resume];
    return task;
}

- (NSURLSessionDataTask *)GET:(NSString *)path parameters:(NSDictionary *)parameters success:(CHHTTPSuccess)success failure:(CHHTTPFailure)failure {
    NSURLRequest *request = [self requestWithMethod:@"GET" path:path parameters:parameters];
    return [self dataTaskWithRequest:request success:success failure:failure];
}

- (NSURLSessionDataTask *)POST:(NSString *)path parameters:(NSDictionary *)parameters success:(CHHTTPSuccess)success failure:(CHHTTPFailure)failure {
    NSURLRequest *request = [self requestWithMethod:@"POST" path:path parameters:parameters];
    return [self dataTaskWithRequest:request success:success failure:failure];
}

#pragma mark - Uploads

- (NSURLSessionUploadTask *)uploadParts:(NSArray<NSData *> *)parts toPath:(NSString *)path progress:(CHHTTPProgress)progress completion:(CHHTTPUploadCompletion)completion {
    NSString *boundary = [NSUUID UUID].UUIDString;
    NSMutableData *body = [NSMutableData data];
    [parts enumerateObjectsUsingBlock:^(NSData *part, NSUInteger index, BOOL *stop) {
        NSString *header = [NSString stringWithFormat:@"--%@\r\nContent-Disposition: form-data; name=\"file%lu\"; filename=\"photo%lu.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n", boundary, (unsigned long)index, (unsigned long)index];
        [body appendData:[header dataUsingEncoding:NSUTF8StringEncoding]];
        [body appendData:part];
        [body appendData:[@"\r\n" dataUsingEncoding:NSUTF8StringEncoding]];
    }];
    [body appendData:[[NSString stringWithFormat:@"--%@--\r\n", boundary] dataUsingEncoding:NSUTF8StringEncoding]];

    NSMutableURLRequest *request = [self requestWithMethod:@"POST" path:path parameters:nil];
    [request setValue:[@"multipart/form-data; boundary=" stringByAppendingString:boundary] forHTTPHeaderField:@"Content-Type"];

    NSURLSessionUploadTask *task = [self.session uploadTaskWithRequest:request fromData:body completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            if (error != nil || ![json isKindOfClass:[NSDictionary class]]) {
                completion(nil, error ?: [NSError errorWithDomain:@"CHHTTPClientErrorDomain" code:-1 userInfo:nil]);
            } else {
                completion(json[@"files"], nil);
            }
        });
    }];
    if (progress != nil) {
        self.progressBlocks[@(task.taskIdentifier)] = progress;
    }
    [task resume];
    return task;
}

- (void)URLSession:(NSURLSession *)session task:(NSURLSessionTask *)task didSendBodyData:(int64_t)bytesSent totalBytesSent:(int64_t)totalBytesSent totalBytesExpectedToSend:(int64_t)totalBytesExpectedToSend {
    CHHTTPProgress progress = self.progressBlocks[@(task.taskIdentifier)];
    if (progress == nil || totalBytesExpectedToSend <= 0) {
        return;
    }
    double fraction = (double)totalBytesSent / (double)totalBytesExpectedToSend;
    dispatch_async(dispatch_get_main_queue(), ^{
        progress(fraction);
    });
}

@end
