/// What `help` prints at the shell's prompt: the item commands with their options, then the
/// view's own instructions.
enum ShellHelp {
    static let text = """
        Commands:
          add <name> [options]        add an item (options as 'crew items add')
          edit <id> [options]         change an item (options as 'crew items edit')
          done <id>... [--json]       mark items done
          reopen <id>... [--json]     mark items pending again
          rename <id> <name> [--json] rename an item
          note <id> <text> | note <id> --remove <n> [--json]
                                      add a note to an item, or remove its note n
          assign <id> (--user <user> | --none) [--json]
                                      give an item to a user (id, email, name), or nobody
          remove <id>... [--yes] [--json]
                                      remove items (--yes: without asking)
          search <text>               show items containing the text (empty: all)
          filter all|pending|done     show items by status
          owner <user>|nobody|anyone  show one user's items (id, email, name), nobody's, or all
          due <date>|overdue|any      show items due by a day (tomorrow, +1w, fri...)
          priority high|medium|low|any
          tag <tag>...|none           show items with all these tags
          sort id|due|priority|created|name|next|default [reverse]
          more                        show the next page
          list [options]              list as 'crew items list' does; alone, reload
          undo                        take back the last change
          log [--limit N]             the recent changes, newest first
          help                        this text
          quit                        leave
        """
}
