# probe: a module imported where the path is not decided changes other modules' state only on that path: what it appends to another module's list and rebinds there is not known after, while the module's own names are
# inputs
k = 2
# body
import logm
if k > 1:
    import plugin
r_log = list(logm.LOG)
r_count = logm.COUNT
import plugin
r_name = plugin.NAME
r_log_after = list(logm.LOG)
