def run_scenario(cfg):
    return [f"decode_{cfg.get('batch_size', 1)}x{cfg['seq']}"]
