# probe: a run that puts a module into sys.modules under a made-up name and imports it by that name: the next run (a new process in CPython) does not have it
# inputs
val = "1"
# body
import sys
import envhelper
r_helper = envhelper.FLAG
r_in_mod = "p29e_fake_mod" in sys.modules
sys.modules["p29e_fake_mod"] = envhelper
import p29e_fake_mod
r_fake = p29e_fake_mod.FLAG
envhelper.FLAG = val
r_fake2 = p29e_fake_mod.FLAG
