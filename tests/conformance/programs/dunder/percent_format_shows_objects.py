# probe: `%s`/`%r` of objects show them by their own __str__/__repr__, in order, the flags, width and precision applied to the text; too few or too many arguments fail after the objects shown
# inputs
width = 6
word = "w"
# body
from dataclasses import dataclass
log = []
class Named:
    def __init__(self, n):
        self.n = n
    def __str__(self):
        log.append("str " + self.n)
        return "<" + self.n + ">"
    def __repr__(self):
        log.append("repr " + self.n)
        return "Named(" + repr(self.n) + ")"
class ReprOnly:
    def __repr__(self):
        log.append("repr only")
        return "RO"
class Keyed:
    def __getitem__(self, k):
        log.append("getitem")
        return k
    def __str__(self):
        log.append("keyed str")
        return "K"
class Raises:
    def __str__(self):
        log.append("raises")
        raise ValueError("no text")
a, b = Named("a"), Named("b")
r_pair = "%s and %r" % (a, b)
r_log_pair = list(log)
r_width = "[%6s|%-6s|%.2s]" % (a, b, a)
r_log_width = list(log)
r_pad = "%s" % (a,) + "." * width
r_words = "%s-%s-%s" % (word, a, word)
r_repr_only = "%s / %r" % (ReprOnly(), ReprOnly())
r_single = "one: %s" % a
r_keyed = "%s" % Keyed()
r_percent = "100%% %s" % (a,)
r_log_more = list(log)
try:
    r_too_few = "%s %s %s" % (a, b)
except TypeError:
    r_too_few = "TypeError"
try:
    r_too_many = "%s" % (a, b)
except TypeError:
    r_too_many = "TypeError"
r_log_counts = list(log)
@dataclass
class Box:
    item: object
class Bare:
    pass
r_box = "%r" % (Box(a),)
r_log_box = list(log)
try:
    r_bare = "%s %s %s" % (Bare(), a)
except TypeError:
    r_bare = "TypeError"
r_log_bare = list(log)
try:
    r_raises = "%s, %s" % (a, Raises())
except ValueError as e:
    r_raises = "ValueError: " + str(e)
r_log_end = list(log)
