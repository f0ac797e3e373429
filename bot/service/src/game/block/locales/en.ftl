## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

block-description = Keep someone's challenges away from you (or see whom you block, or unblock them).
block-player = Whom to block (none: see whom you block)
block-remove = Unblock them instead

## Blocks: answers to block, and why playing or blocking someone was refused.

# $user is the person blocked or unblocked; $undo is the command that unblocks them.
block-unblocked = You unblocked { $user }: you two may challenge each other again.
block-not-blocked = You did not block { $user }.
block-blocked = You blocked { $user }: their challenges no longer reach you, and neither of you can take the other's open challenges or rematches, in any server. Games you have going on go on. Undo it with { $undo }.
block-list-empty = You block nobody. Block someone with { $block }.
# $users is the list of people blocked, joined with commas.
block-list = You block { $users }. Unblock someone with { $unblock }; block someone else with { $block }.
block-refusal-not-welcome = { $user } has chosen not to play with you.
block-refusal-you-blocked = You blocked { $user }, so you two can't play. To play them again, unblock them with { $unblock }.
block-refusal-cannot-block = You can block other people only: not yourself, and not a bot.
block-refusal-too-many = You already block { $limit } people, as many as anyone may. Unblock someone first.
