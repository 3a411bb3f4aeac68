from . import LOADED
LOADED.append("masked")
def run_scenario(cfg):
    return -1
