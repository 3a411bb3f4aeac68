# probe: __doc__ of functions: the first statement if it is a plain string literal (concatenated literals too), not an f-string, not bytes, not a string after another statement; lambdas have none; a class's and a module function's doc
# inputs
v = 1
# body
def plain():
    "plain doc"
    return v
def concatenated():
    "part one, " "part two"
def fstring():
    f"not a doc {v}"
def after_statement():
    x = v
    "not a doc"
def bytes_doc():
    b"bytes"
def triple():
    """
    indented
    """
def number_first():
    1
    "not a doc"
class K:
    "class doc"
    def m(self):
        "method doc"
r_plain = plain.__doc__
r_concat = concatenated.__doc__
r_fstring = fstring.__doc__
r_after = after_statement.__doc__
r_bytes = bytes_doc.__doc__
r_triple = triple.__doc__
r_number_first = number_first.__doc__
r_lambda = (lambda: "x").__doc__
r_class = (K.__doc__, K.m.__doc__, K().m.__doc__)
plain.__doc__ = "rewritten"
r_rewritten = plain.__doc__
r_returns = (plain(), concatenated(), fstring())
