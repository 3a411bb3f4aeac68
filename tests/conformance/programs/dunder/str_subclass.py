# probe: a str subclass keeps str behaviour and its own methods
# inputs
s = "Hello"
# body
class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name(s)
r_shout = n.shout()
r_eq = n == s
r_isinstance = isinstance(n, str)
r_upper_type = type(n.upper()).__name__
r_len = len(n)
r_key = {s: 1}[n]
r_concat_type = type(n + "x").__name__
