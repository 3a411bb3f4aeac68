# probe: a warmup loop (target not read) calling a helper module's function that counts launches in the helper's dict, that dict imported into main by name
# inputs
n = 1
# body
import launcher
from launcher import STATS
for _ in range(6):
    launcher.launch()
