//
//  CHLegacyNotesViewController.m
//  Chat
//
//  Écran hérité de la première version : les notes sont gardées en clair
//  dans NSUserDefaults (clé « CHLegacyNotes »), la plus récente en tête.
//  Ce fichier est encodé en ISO-8859-1 ; ne pas le ré-enregistrer en UTF-8 sans vérifier les accents.
//

#import "CHLegacyNotesViewController.h"

@interface CHLegacyNotesViewController ()
@property (nonatomic, strong) NSMutableArray<NSDictionary *> *notes;
@property (nonatomic, strong) NSDateFormatter *dateFormatter;
@end

@implementation CHLegacyNotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Mes notes";
    self.navigationItem.leftBarButtonItem = self.editButtonItem;
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(addTapped:)];

    // Format français : « 3 févr. 2024 à 14:05 »
    self.dateFormatter = [[NSDateFormatter alloc] init];
    self.dateFormatter.locale = [NSLocale localeWithLocaleIdentifier:@"fr_FR"];
    self.dateFormatter.dateFormat = @"d MMM yyyy 'à' HH:mm";

    NSArray *saved = [[NSUserDefaults standardUserDefaults] arrayForKey:@"CHLegacyNotes"];
    self.notes = saved != nil ? [saved mutableCopy] : [NSMutableArray array];
}

#pragma mark - Actions

- (void)addTapped:(id)sender {
    [self setEditing:NO animated:YES];
    [self presentNewNoteAlert];
}

- (void)presentNewNoteAlert {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Nouvelle note"
                                                                   message:@"Écrivez votre note ci-dessous."
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) {
        textField.placeholder = @"Idée, rappel, numéro...";
    }];
    [alert addAction:[UIAlertAction actionWithTitle:@"Annuler" style:UIAlertActionStyleCancel handler:nil]];
    [alert addAction:[UIAlertAction actionWithTitle:@"Ajouter" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        [self addNoteWithText:alert.textFields.firstObject.text];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

#pragma mark - Notes

- (void)addNoteWithText:(NSString *)text {
    // Les notes vides (ou faites d'espaces) sont ignorées.
    NSString *trimmed = [text stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
    if (trimmed.length == 0) {
        return;
    }
    [self.notes insertObject:@{@"text": trimmed, @"date": [NSDate date]} atIndex:0];
    [[NSUserDefaults standardUserDefaults] setObject:self.notes forKey:@"CHLegacyNotes"];
    [self.tableView insertRowsAtIndexPaths:@[[NSIndexPath indexPathForRow:0 inSection:0]] withRowAnimation:UITableViewRowAnimationAutomatic];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.notes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"NoteCell"];
    if (cell == nil) {
        cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"NoteCell"];
    }
    NSDictionary *note = self.notes[indexPath.row];
    cell.textLabel.text = [note[@"text"] length] > 60 ? [[note[@"text"] substringToIndex:60] stringByAppendingString:@"..."] : note[@"text"];
    cell.detailTextLabel.text = [NSString stringWithFormat:@"Créée le %@", [self.dateFormatter stringFromDate:note[@"date"]]];
    return cell;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle != UITableViewCellEditingStyleDelete) {
        return;
    }
    [self.notes removeObjectAtIndex:indexPath.row];
    [[NSUserDefaults standardUserDefaults] setObject:self.notes forKey:@"CHLegacyNotes"];
    [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
}

@end
