## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

block-description = Keep someone's challenges away from you (or see whom you block, or unblock them).
block-player = Whom to block (none: see whom you block)
block-remove = Unblock them instead
