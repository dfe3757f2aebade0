"""DataLoader workers that hand 64 MiB batches to the main process through a small /dev/shm.

Run by dataloader-small-shm.sh inside a private mount namespace whose /dev/shm is a 16 MiB tmpfs,
as in a Docker container started without --shm-size or --ipc=host (Docker's default is 64 MiB).
"""
import torch
from torch.utils.data import DataLoader, Dataset


class Big(Dataset):
    def __len__(self):
        return 16

    def __getitem__(self, i):
        return torch.full((4, 1024, 1024), float(i))  # 16 MiB per item, 64 MiB per batch of 4


if __name__ == "__main__":
    loader = DataLoader(Big(), batch_size=4, num_workers=2)
    for step, batch in enumerate(loader):
        print("step", step, tuple(batch.shape))
