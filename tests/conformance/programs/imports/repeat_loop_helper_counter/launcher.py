STATS = {"launches": 0}
def launch():
    STATS["launches"] += 1
