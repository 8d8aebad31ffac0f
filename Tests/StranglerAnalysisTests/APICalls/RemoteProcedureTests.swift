import Testing
@testable import StranglerAnalysis

/// A JSON-RPC client posts every call to one URL, so what tells its calls apart is the procedure each names
/// (`[[Utilities getJsonRPC] callMethod:@"Player.GetPlayers" …]`). The procedure is shown after the call, as a GraphQL
/// operation is, when the caller names it with a literal.
@Suite struct RemoteProcedureTests {
    static let report = analyze([
        "RPC.h": """
            @interface RPC : NSObject
            - (NSInteger)callMethod:(NSString *)methodName;
            - (NSInteger)callMethod:(NSString *)methodName withParameters:(id)methodParams;
            @end
            """,
        "RPC.m": """
            #import "RPC.h"
            @implementation RPC
            - (NSInteger)callMethod:(NSString *)methodName {
                return [self callMethod:methodName withParameters:nil];
            }
            - (NSInteger)callMethod:(NSString *)methodName withParameters:(id)methodParams {
                NSArray *methodKeys = @[@"jsonrpc", @"method", @"params"];
                NSArray *methodObjs = @[@"2.0", methodName, methodParams];
                NSDictionary *methodCall = [NSDictionary dictionaryWithObjects:methodObjs forKeys:methodKeys];
                NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"http://kodi/jsonrpc"]];
                request.HTTPMethod = @"POST";
                request.HTTPBody = [NSJSONSerialization dataWithJSONObject:methodCall options:0 error:nil];
                [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
                return 1;
            }
            @end
            """,
        "Utilities.h": """
            #import "RPC.h"
            @interface Utilities : NSObject
            + (RPC *)jsonRPC;
            @end
            """,
        "Utilities.m": """
            #import "Utilities.h"
            @implementation Utilities
            + (RPC *)jsonRPC {
                static RPC *rpc;
                return rpc;
            }
            @end
            """,
        "RemoteViewController.h": """
            @interface RemoteViewController : UIViewController
            @end
            """,
        "RemoteViewController.m": """
            #import "RemoteViewController.h"
            #import "Utilities.h"
            @implementation RemoteViewController
            - (void)stop {
                [[Utilities jsonRPC] callMethod:@"Player.Stop"];
            }
            - (void)press:(NSInteger)tag {
                NSString *action;
                switch (tag) {
                    case 1:
                        action = @"Input.Home";
                        [[Utilities jsonRPC] callMethod:action withParameters:@{}];
                        break;
                    default:
                        break;
                }
            }
            - (void)mark:(BOOL)episode {
                NSString *methodToCall = @"";
                if (episode) {
                    methodToCall = @"VideoLibrary.SetEpisodeDetails";
                } else {
                    methodToCall = @"VideoLibrary.SetMovieDetails";
                }
                [[Utilities jsonRPC] callMethod:methodToCall withParameters:@{}];
            }
            - (void)run:(NSString *)command {
                [[Utilities jsonRPC] callMethod:command];
            }
            @end
            """,
        "NodeClient.swift": """
            import Foundation
            final class NodeClient {
                func call(method: String, params: [Any]) {
                    let body: [String: Any] = ["jsonrpc": "2.0", "id": 1, "method": method, "params": params]
                    var request = URLRequest(url: URL(string: "https://node.example.com")!)
                    request.httpMethod = "POST"
                    request.httpBody = try? JSONSerialization.data(withJSONObject: body)
                    URLSession.shared.dataTask(with: request).resume()
                }
            }
            """,
        "RestClient.swift": """
            import Foundation
            final class RestClient {
                func send(method: String) {
                    var request = URLRequest(url: URL(string: "https://api.example.com/items")!)
                    request.httpMethod = method
                    URLSession.shared.dataTask(with: request).resume()
                }
            }
            """,
        "WalletViewController.swift": """
            import UIKit
            final class WalletViewController: UIViewController {
                let node = NodeClient()
                let rest = RestClient()
                func refresh() {
                    node.call(method: "eth_blockNumber", params: [])
                    rest.send(method: "DELETE")
                }
            }
            """,
    ])

    @Test func aJSONRPCCallNamesTheProcedureItsCallerWrites() {
        #expect(apiCallLines(of: "RemoteViewController", in: Self.report) == [
            "stop POST /jsonrpc RPC.callMethod(Player.Stop)",
            "press: POST /jsonrpc RPC.callMethod(Input.Home)",
            // Assigned in both branches before the call: either may be sent.
            "mark: POST /jsonrpc RPC.callMethod",
            // The caller's caller names it.
            "run: POST /jsonrpc RPC.callMethod",
        ])
        #expect(apiCallLines(of: "WalletViewController", in: Self.report) == [
            "refresh() POST ? NodeClient.call(eth_blockNumber)",
            // An HTTP client's `method` parameter is the HTTP method, not a procedure: the client writes no `jsonrpc`.
            "refresh() DELETE /items RestClient.send",
        ])
    }

    /// A JSON-RPC client (`DSJSONRPC`) posts to the endpoint its maker gives (`initWithServiceEndpoint:`): the procedure
    /// a call names is no piece of that URL (`/Player.GetPlayers`), and the path stays unknown.
    @Test func aProcedureIsNoPieceOfTheURLTheClientsMakerGave() {
        let report = analyze([
            "DSJSONRPC.h": """
                @interface DSJSONRPC : NSObject
                @property (nonatomic, strong) NSURL *serviceEndpoint;
                - (id)initWithServiceEndpoint:(NSURL *)serviceEndpoint;
                - (NSInteger)callMethod:(NSString *)methodName withParameters:(id)methodParams;
                @end
                """,
            "DSJSONRPC.m": """
                #import "DSJSONRPC.h"
                @implementation DSJSONRPC
                - (id)initWithServiceEndpoint:(NSURL *)serviceEndpoint {
                    if (!(self = [super init])) { return self; }
                    self.serviceEndpoint = serviceEndpoint;
                    return self;
                }
                - (NSInteger)callMethod:(NSString *)methodName withParameters:(id)methodParams {
                    NSDictionary *methodCall = @{@"jsonrpc": @"2.0", @"method": methodName, @"params": methodParams};
                    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:self.serviceEndpoint];
                    request.HTTPMethod = @"POST";
                    request.HTTPBody = [NSJSONSerialization dataWithJSONObject:methodCall options:0 error:nil];
                    [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
                    return 1;
                }
                @end
                """,
            "PlayerViewController.m": """
                #import "DSJSONRPC.h"
                @interface PlayerViewController : UIViewController
                @property (nonatomic, strong) DSJSONRPC *rpc;
                @end
                @implementation PlayerViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.rpc = [[DSJSONRPC alloc] initWithServiceEndpoint:[NSURL URLWithString:@"http://kodi.local/jsonrpc"]];
                }
                - (void)players {
                    [self.rpc callMethod:@"Player.GetPlayers" withParameters:@{}];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "PlayerViewController", in: report) == [
            "players POST ? DSJSONRPC.callMethod(Player.GetPlayers)"
        ])
    }
}
