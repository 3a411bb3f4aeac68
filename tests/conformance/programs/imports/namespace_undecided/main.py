# probe: a module's namespace where its top level bound names on a path the tool can't decide
# (an environment variable not set): which names it holds, and in what order, is not known
# inputs
n = 2
# body
import maybe
r_maybe = [k for k in vars(maybe) if not k.startswith("__")]
r_maybe_len = len(vars(maybe))
r_a = vars(maybe)["A"]
r_d = maybe.D + n
