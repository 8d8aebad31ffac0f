//
//  CHChatClient.m
//  Chat
//

#import "CHChatClient.h"
#import "CHBuddy.h"
#import "CHMessage.h"

@interface CHChatClient ()
@property (nonatomic, strong) NSURL *baseURL;
@property (nonatomic, strong) NSURLSession *session;
@end

@implementation CHChatClient

+ (instancetype)sharedClient {
    static CHChatClient *sharedClient = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        NSURL *baseURL = [NSURL URLWithString:@"https://api.chat.example"];
        sharedClient = [[CHChatClient alloc] initWithBaseURL:baseURL session:[NSURLSession sharedSession]];
    });
    return sharedClient;
}

- (instancetype)initWithBaseURL:(NSURL *)baseURL session:(NSURLSession *)session {
    self = [super init];
    if (self) {
        _baseURL = baseURL;
        _session = session;
    }
    return self;
}

#pragma mark - Plumbing

- (void)sendRequestWithMethod:(NSString *)method
                         path:(NSString *)path
                        query:(NSDictionary<NSString *, NSString *> *)query
                         body:(NSDictionary *)body
                   completion:(void (^)(id json, NSError *error))completion {
    NSURLComponents *components = [NSURLComponents componentsWithURL:[self.baseURL URLByAppendingPathComponent:path] resolvingAgainstBaseURL:NO];
    if (query.count > 0) {
        NSMutableArray<NSURLQueryItem *> *items = [NSMutableArray array];
        for (NSString *name in query) {
            [items addObject:[NSURLQueryItem queryItemWithName:name value:query[name]]];
        }
        components.queryItems = items;
    }
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
    request.HTTPMethod = method;
    if (self.authToken != nil) {
        [request setValue:[@"Bearer " stringByAppendingString:self.authToken] forHTTPHeaderField:@"Authorization"];
    }
    if (body != nil) {
        [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
        request.HTTPBody = [NSJSONSerialization dataWithJSONObject:body options:0 error:NULL];
    }
    [[self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSInteger status = [(NSHTTPURLResponse *)response statusCode];
        id json = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        NSError *failure = error;
        if (failure == nil && (status < 200 || status >= 300)) {
            failure = [NSError errorWithDomain:@"CHChatClientErrorDomain" code:status userInfo:nil];
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(failure == nil ? json : nil, failure);
        });
    }] resume];
}

- (NSArray<CHMessage *> *)messagesFromJSON:(id)json {
    NSMutableArray<CHMessage *> *messages = [NSMutableArray array];
    for (NSDictionary *item in json[@"messages"]) {
        CHMessage *message = [[CHMessage alloc] initWithDictionary:item];
        if (message != nil) {
            [messages addObject:message];
        }
    }
    return messages;
}

#pragma mark - Buddies

- (void)fetchBuddiesWithCompletion:(CHBuddiesCompletion)completion {
    [self sendRequestWithMethod:@"GET" path:@"/buddies" query:nil body:nil completion:^(id json, NSError *error) {
        if (error != nil) {
            completion(nil, error);
            return;
        }
        NSMutableArray<CHBuddy *> *buddies = [NSMutableArray array];
        for (NSDictionary *item in json[@"buddies"]) {
            CHBuddy *buddy = [[CHBuddy alloc] initWithDictionary:item];
            if (buddy != nil) {
                [buddies addObject:buddy];
            }
        }
        completion(buddies, nil);
    }];
}

#pragma mark - Rooms

- (void)fetchMessagesInRoom:(NSString *)roomID before:(NSString *)messageID completion:(CHMessagesCompletion)completion {
    NSString *path = [NSString stringWithFormat:@"/rooms/%@/messages", roomID];
    NSDictionary *query = messageID != nil ? @{@"before": messageID, @"limit": @"50"} : @{@"limit": @"50"};
    [self sendRequestWithMethod:@"GET" path:path query:query body:nil completion:^(id json, NSError *error) {
        completion(error == nil ? [self messagesFromJSON:json] : nil, error);
    }];
}

- (void)sendMessage:(NSString *)text toRoom:(NSString *)roomID completion:(CHMessageCompletion)completion {
    NSString *path = [NSString stringWithFormat:@"/rooms/%@/messages", roomID];
    [self sendRequestWithMethod:@"POST" path:path query:nil body:@{@"text": text} completion:^(id json, NSError *error) {
        completion(error == nil ? [[CHMessage alloc] initWithDictionary:json] : nil, error);
    }];
}

- (void)markRoomRead:(NSString *)roomID upToMessage:(NSString *)messageID completion:(CHErrorCompletion)completion {
    NSString *path = [NSString stringWithFormat:@"/rooms/%@/read", roomID];
    [self sendRequestWithMethod:@"POST" path:path query:nil body:@{@"message_id": messageID} completion:^(id json, NSError *error) {
        if (completion != nil) {
            completion(error);
        }
    }];
}

- (void)leaveRoom:(NSString *)roomID completion:(CHErrorCompletion)completion {
    NSString *path = [NSString stringWithFormat:@"/rooms/%@/membership", roomID];
    [self sendRequestWithMethod:@"DELETE" path:path query:nil body:nil completion:^(id json, NSError *error) {
        completion(error);
    }];
}

@end
