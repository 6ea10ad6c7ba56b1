/** Permission groups: the stored group, finding one, its member count and the contract's views of it. */
import { ACCESS_FLAG_NAMES } from '@qone/domain/access';
import type { AccessFlags, PermissionGroup, PermissionGroupData } from '../../src/types';
import type { MockDb } from '../db';

export interface StoredGroup {
  _id: string;
  name: string;
  description: string;
  access: AccessFlags;
  version: number;
}

export const groupsStore = {
  findGroup(this: MockDb, id: string | null): StoredGroup | undefined {
    return id === null ? undefined : this.groups.find((group) => group._id === id);
  },

  memberCount(this: MockDb, groupId: string): number {
    return this.users.filter((user) => user.permissionGroupId === groupId && user.status !== 'deleted')
      .length;
  },

  toGroupRow(this: MockDb, group: StoredGroup): PermissionGroup {
    return {
      _id: group._id,
      name: group.name,
      member: this.memberCount(group._id),
      description: group.description,
      access: structuredClone(group.access),
      version: group.version,
    };
  },

  toGroupData(this: MockDb, group: StoredGroup): PermissionGroupData {
    return {
      ...this.toGroupRow(group),
      avaialblePermissions: [...ACCESS_FLAG_NAMES],
      panelList: this.panels.map((panel) => ({ ...panel })),
    };
  },
};
