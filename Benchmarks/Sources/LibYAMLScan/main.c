// The floor for reading YAML: libyaml's raw event scan of a file, with nothing built from the events.
// The same libyaml the project links (Yams' CYaml module), so a replay is measured against it side by side.
// Usage: libyaml-scan FILE  (prints the number of events)
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: libyaml-scan FILE\n"); return 2; }
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 2; }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) { fclose(file); return 2; }
    yaml_parser_set_input_file(&parser, file);
    yaml_event_t event;
    long events = 0;
    int done = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "libyaml error: %s\n", parser.problem); break; }
        done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld events\n", events);
    return done ? 0 : 1;
}
