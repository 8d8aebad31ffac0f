/// A deterministic corpus of legacy Objective-C view controllers (`.h`/`.m` pairs) for the benchmark's
/// Objective-C share: properties and ivars, NSURLSession requests with nested `dispatch_async` blocks,
/// NSUserDefaults, `stringWithFormat:` endpoints, navigation under conditions, switches and loops.
enum SyntheticObjCCorpus {
    static func generate(screenCount: Int, totalLines: Int, seed: UInt64 = 7) -> [SyntheticCorpus.File] {
        var files: [SyntheticCorpus.File] = []
        let linesPerScreen = max(60, totalLines / max(1, screenCount))
        for index in 0..<screenCount {
            var rng = SyntheticCorpus.SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
            let name = "Legacy\(index)ViewController"
            let next = "Legacy\((index + 1) % screenCount)ViewController"
            let header = Self.header(name: name, rng: &rng)
            var e = SyntheticCorpus.Emitter()
            writeImplementation(&e, name: name, next: next, rng: &rng)
            writeHelpers(&e, upTo: linesPerScreen, rng: &rng)
            e.line("@end")
            files.append(SyntheticCorpus.File(relativePath: "ObjC/\(name).h", text: header))
            files.append(SyntheticCorpus.File(relativePath: "ObjC/\(name).m", text: e.lines.joined(separator: "\n") + "\n"))
        }
        return files
    }

    /// The screen's header: its superclass and public properties.
    private static func header(name: String, rng: inout SyntheticCorpus.SplitMix64) -> String {
        return """
            #import <UIKit/UIKit.h>

            @interface \(name) : \(rng.chance(30) ? "UITableViewController" : "UIViewController")
            @property (nonatomic, strong) NSString *itemId;
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            @property (nonatomic, weak) IBOutlet UIButton *actionButton;
            @end

            """
    }

    /// The class extension, `viewDidLoad`, a request with nested blocks, and an action that navigates under a condition.
    private static func writeImplementation(
        _ e: inout SyntheticCorpus.Emitter, name: String, next: String, rng: inout SyntheticCorpus.SplitMix64
    ) {
        e.line("#import \"\(name).h\"")
        e.line("#define kBaseURL @\"https://api.example.com/v\(rng.int(1...3))\"")
        e.blank()
        e.open("@interface \(name) () {")
        e.line("NSInteger _retries;")
        e.close()
        e.line("@property (nonatomic, strong) NSArray *items;")
        e.line("@property (nonatomic, assign) BOOL loading;")
        e.line("@end")
        e.blank()
        e.line("@implementation \(name)")
        e.blank()
        e.open("- (void)viewDidLoad {")
        e.line("[super viewDidLoad];")
        e.line("self.titleLabel.text = [NSString stringWithFormat:@\"Item %@\", self.itemId];")
        e.line("[self loadItems];")
        e.close()
        e.blank()
        e.open("- (void)loadItems {")
        e.line("NSString *urlString = [NSString stringWithFormat:@\"%@/items/%@\", kBaseURL, self.itemId];")
        e.line("NSURL *url = [NSURL URLWithString:urlString];")
        e.line("self.loading = YES;")
        e.open("[[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {")
        e.open("if (error || !data) {")
        e.open("dispatch_async(dispatch_get_main_queue(), ^{")
        e.line("self.loading = NO;")
        e.line("[self.navigationController popViewControllerAnimated:YES];")
        e.close("});")
        e.line("return;")
        e.close()
        e.line("NSArray *json = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];")
        e.open("dispatch_async(dispatch_get_main_queue(), ^{")
        e.line("self.items = json;")
        e.line("self.loading = NO;")
        e.line("self.titleLabel.text = [NSString stringWithFormat:@\"%lu items\", (unsigned long)json.count];")
        e.close("});")
        e.close("}] resume];")
        e.line("[[NSUserDefaults standardUserDefaults] setObject:self.itemId forKey:@\"lastItem\"];")
        e.close()
        e.blank()
        e.open("- (IBAction)actionTapped:(id)sender {")
        e.open("if (self.loading && _retries < 3) {")
        e.line("_retries += 1;")
        e.line("return;")
        e.close()
        e.line("\(next) *next = [[\(next) alloc] initWithNibName:nil bundle:nil];")
        e.line("next.itemId = self.itemId;")
        e.line("[self.navigationController pushViewController:next animated:YES];")
        e.close()
    }

    /// Helper methods with loops and switches until the screen has about `linesPerScreen` lines.
    private static func writeHelpers(_ e: inout SyntheticCorpus.Emitter, upTo linesPerScreen: Int, rng: inout SyntheticCorpus.SplitMix64) {
        var helper = 0
        while e.lines.count + 4 < linesPerScreen - 2 {
            e.blank()
            e.open("- (NSString *)describeRow\(helper):(NSInteger)row {")
            e.line("NSMutableString *result = [NSMutableString string];")
            e.open("for (NSInteger i = 0; i < row; i++) {")
            e.open("switch (i % \(rng.int(3...6))) {")
            e.line("case 0: [result appendString:@\"a\"]; break;")
            e.line("case 1: [result appendString:@\"b\"]; break;")
            e.line("default: [result appendFormat:@\"%ld\", (long)i]; break;")
            e.close()
            e.close()
            e.line("return result.length > 10 ? [result substringToIndex:10] : result;")
            e.close()
            helper += 1
        }
    }
}
