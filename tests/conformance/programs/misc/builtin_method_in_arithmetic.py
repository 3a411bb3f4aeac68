# probe: a bound builtin method used as a value in arithmetic (cfg.get + 1, a forgotten call) raises TypeError; it ends the program
# expect: raises TypeError
# inputs
cfg = {"bs": 1}
# body
r_called = cfg.get("bs") + 1
r_uncalled = cfg.get + 1
