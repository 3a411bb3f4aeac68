# probe: del xs[key] with a str key on a list (a list mistaken for a config dict) is a TypeError; it ends the program
# expect: raises TypeError
# inputs
key = "bs"
# body
xs = [1, 2]
r_before = list(xs)
del xs[key]
r_after = xs
