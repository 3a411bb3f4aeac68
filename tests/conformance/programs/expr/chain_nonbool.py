# probe: minimal: a chained comparison's value is the deciding link's own result, not a bool
# inputs
a = 1
# body
class R:
    def __lt__(self, o):
        return "yes" if o != 0 else ""
    def __gt__(self, o):
        return "gt"
r_two = R() < a
r_last_link = a < 2 < R()
r_first_false = R() < 0 < a
r_both = R() < a < R()
